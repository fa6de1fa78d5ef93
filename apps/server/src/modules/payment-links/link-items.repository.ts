import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentLinkItems } from '../../db/schema/payment-links';

export type LinkItemRow = typeof paymentLinkItems.$inferSelect;
export type { LinkPaymentItem } from '../../db/schema/payment-links';

/** The products of each of `linkIds`, in the merchant's order (one query). */
export async function linkItemsOf(
  db: Executor,
  linkIds: string[],
): Promise<Map<string, LinkItemRow[]>> {
  const byLink = new Map<string, LinkItemRow[]>(linkIds.map((id) => [id, []]));
  if (linkIds.length === 0) return byLink;
  const rows = await db
    .select()
    .from(paymentLinkItems)
    .where(inArray(paymentLinkItems.linkId, linkIds))
    .orderBy(asc(paymentLinkItems.linkId), asc(paymentLinkItems.position));
  for (const row of rows) byLink.get(row.linkId)?.push(row);
  return byLink;
}

/** Replaces a link's products with `items`, in their order. */
export async function replaceLinkItems(
  db: Executor,
  link: { id: string; storeId: string },
  items: { productId: string; variantId: string | null; quantity: number }[],
) {
  await db.delete(paymentLinkItems).where(eq(paymentLinkItems.linkId, link.id));
  if (items.length === 0) return;
  await db.insert(paymentLinkItems).values(
    items.map((item, position) => ({
      linkId: link.id,
      storeId: link.storeId,
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity,
      position,
    })),
  );
}

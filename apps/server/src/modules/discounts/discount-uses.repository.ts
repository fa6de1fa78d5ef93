import { and, eq, inArray } from 'drizzle-orm';
import { DiscountUsesQuerySchema } from '@olivia/contracts/discounts';
import type { Executor } from '../../db/client';
import { couponCodes, discountRedemptions } from '../../db/schema/discounts';
import { invoices } from '../../db/schema/invoices';
import { orders } from '../../db/schema/orders';
import { linkPayments, paymentLinks } from '../../db/schema/payment-links';
import { defineList } from '../../lib/resource/list.repository';

/** A discount's redemptions, newest first (the index of migration 0049). */
export const discountUsesOf = (discountId: string) =>
  defineList(DiscountUsesQuerySchema, {
    table: discountRedemptions,
    store: discountRedemptions.storeId,
    id: discountRedemptions.id,
    scope: eq(discountRedemptions.discountId, discountId),
    sorts: { usedat: discountRedemptions.createdAt },
    search: [],
    filters: {},
  });

/**
 * What each of the store's redemptions `ids` belongs to: its order, link payment (and link) or
 * invoice, with the name and e-mail that record keeps now (an erased customer's are gone), and
 * the code typed for it.
 */
export async function redemptionOwners(db: Executor, storeId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: discountRedemptions.id,
      code: couponCodes.code,
      order: {
        id: orders.id,
        number: orders.number,
        name: orders.customerName,
        email: orders.email,
        currency: orders.currency,
      },
      payment: {
        linkId: linkPayments.linkId,
        name: linkPayments.name,
        email: linkPayments.email,
        currency: linkPayments.currency,
      },
      linkName: paymentLinks.name,
      invoice: {
        id: invoices.id,
        number: invoices.number,
        name: invoices.customerName,
        email: invoices.customerEmail,
        currency: invoices.currency,
      },
    })
    .from(discountRedemptions)
    .leftJoin(couponCodes, eq(couponCodes.id, discountRedemptions.couponCodeId))
    .leftJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .leftJoin(linkPayments, eq(linkPayments.id, discountRedemptions.linkPaymentId))
    .leftJoin(paymentLinks, eq(paymentLinks.id, linkPayments.linkId))
    .leftJoin(invoices, eq(invoices.id, discountRedemptions.invoiceId))
    .where(and(eq(discountRedemptions.storeId, storeId), inArray(discountRedemptions.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

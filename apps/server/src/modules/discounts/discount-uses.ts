import type { z } from 'zod';
import type { DiscountUse, DiscountUsesQuerySchema } from '@olivia/contracts/discounts';
import { invoiceNumber } from '@olivia/contracts/invoices';
import { toMajorUnits } from '@olivia/contracts/money';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { discountUsesOf, redemptionOwners } from './discount-uses.repository';
import { findStoreDiscount } from './discounts.repository';

type Owners = Awaited<ReturnType<typeof redemptionOwners>>;
type Owner = NonNullable<ReturnType<Owners['get']>>;

/** Who it was for, as its record says now: the name, else the e-mail, else ''. */
const personOf = (record: { name: string; email: string }) => record.name || record.email;

/** Where a redemption belongs, as the screen links it (exactly one owner: ADR 0034). */
function ownerOf(owner: Owner | undefined): Omit<DiscountUse, 'id' | 'amount' | 'usedat'> {
  const code = owner?.code ?? '';
  if (owner?.order) {
    const { order } = owner;
    const [reference, customer] = [`#${order.number}`, personOf(order)];
    return {
      kind: 'order',
      ownerid: order.id,
      reference,
      customer,
      code,
      currency: order.currency,
    };
  }
  if (owner?.payment) {
    const { payment } = owner;
    return {
      kind: 'linkpayment',
      ownerid: payment.linkId,
      reference: owner.linkName ?? '',
      customer: personOf(payment),
      code,
      currency: payment.currency,
    };
  }
  if (!owner?.invoice) throw new Error('a discount redemption without its owner');
  const { invoice } = owner;
  return {
    kind: 'invoice',
    ownerid: invoice.id,
    reference: invoiceNumber(invoice.number),
    customer: personOf(invoice),
    code,
    currency: invoice.currency,
  };
}

/** A page of where the store's discount `id` was used, newest first (404 for another store's). */
export async function discountUses(
  db: Executor,
  storeId: string,
  id: string,
  query: z.output<typeof DiscountUsesQuerySchema>,
) {
  const discount = await findStoreDiscount(db, storeId, id);
  if (!discount) throw notFound();
  const page = await discountUsesOf(discount.id).page(db, storeId, query);
  const owners = await redemptionOwners(
    db,
    storeId,
    page.content.map((row) => row.id),
  );
  const content: DiscountUse[] = page.content.map((row) => ({
    id: row.id,
    ...ownerOf(owners.get(row.id)),
    amount: toMajorUnits(row.amount),
    usedat: row.createdAt.toISOString(),
  }));
  return { ...page, content };
}

import { timingSafeEqual } from 'node:crypto';
import { orderDeliveryOf } from '../delivery/public';
import type { PublicOrder } from '@olivia/contracts/storefront';
import type { Executor } from '../../db/client';
import { sha256 } from '../../lib/secrets';
import { findCardCharge } from '../card-payments/public';
import { findTopUpByReference } from '../top-ups/public';
import { buildPublicOrder, type PaymentAccount } from './order-dto';
import { deliveredAt, returnsOfOrder } from './returns.repository';
import {
  findOrderWithStore,
  itemsOf,
  reviewedItemIds,
  type OrderItemRow,
  type OrderWithStore,
} from './orders.repository';

/** An order as its customer reaches it with its secret: the row (with its store) and its lines. */
export interface CustomerOrder {
  order: OrderWithStore;
  items: OrderItemRow[];
}

/** Whether `token` is the order's secret: SHA-256 compared in constant time. */
function holdsSecret(tokenHash: string, token: string): boolean {
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The order `id` if `token` is its secret (the header `ordertoken`), else undefined: a wrong,
 * missing or unknown one look alike (404 to the caller).
 */
export async function findOrderForCustomer(
  db: Executor,
  id: string,
  token: string | undefined,
): Promise<CustomerOrder | undefined> {
  if (!token) return undefined;
  const order = await findOrderWithStore(db, id);
  if (!order || !holdsSecret(order.tokenHash, token)) return undefined;
  return { order, items: await itemsOf(db, id) };
}

/** The account an order's money is sent to, while it has one. */
export async function paymentAccountOf(
  db: Executor,
  order: { paymentReference: string | null },
): Promise<PaymentAccount | undefined> {
  return order.paymentReference ? findTopUpByReference(db, order.paymentReference) : undefined;
}

/**
 * The customer's receipt (PublicOrder) of an order found by `findOrderForCustomer`: which lines
 * are reviewed and, while money is awaited, the account to send it to (two small queries; `db`
 * may be the caller's transaction).
 */
export async function toPublicOrder(
  db: Executor,
  found: CustomerOrder,
  now = new Date(),
): Promise<PublicOrder> {
  const reviewed = await reviewedItemIds(db, found.order.id);
  const account = await paymentAccountOf(db, found.order);
  const card =
    account?.channel === 'card' ? await findCardCharge(db, account.reference) : undefined;
  const until = await returnUntil(db, found.order);
  return {
    ...buildPublicOrder(
      found.order,
      found.items,
      reviewed,
      account,
      await orderDeliveryOf(db, found.order),
      card,
    ),
    returnuntil: until && until > now ? until.toISOString() : null,
    returns: (await returnsOfOrder(db, found.order.id)).map((row) => ({
      itemid: row.itemId,
      quantity: row.quantity,
      status: row.status as PublicOrder['returns'][number]['status'],
    })),
  };
}

/**
 * The end of a delivered order's return window (its store's days after it was delivered), or
 * undefined when the order is not delivered or the store takes no returns from customers.
 */
export async function returnUntil(db: Executor, order: OrderWithStore) {
  if (order.status !== 'delivered' || !order.returnWindowDays) return undefined;
  const at = await deliveredAt(db, order.id);
  return at && new Date(at.getTime() + order.returnWindowDays * 86_400_000);
}

import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@olivia/contracts/orders';
import type { ReviewRequest } from '@olivia/contracts/storefront';
import { customers, orderItems, orders, reviews, storeVisits } from '../../src/db/schema/orders';
import { testDatabase } from './test-app';

/**
 * Orders, reviews and visits written straight into the database, for tests of what reads them
 * (storefront, dashboard, traffic) without going through checkout and payment.
 */

let orderNumber = 5000;

/** An order of `storeId` with one customer of its own; total in minor units. */
export async function insertOrder(
  storeId: string,
  order: { total?: bigint; status?: OrderStatus; createdAt?: Date } = {},
) {
  const { db } = await testDatabase();
  const email = `customer.${randomUUID().slice(0, 8)}@example.com`;
  const [customer] = await db
    .insert(customers)
    .values({ storeId, name: 'Chioma Obi', email, phone: '08030000000' })
    .returning({ id: customers.id });
  if (!customer) throw new Error('no customer written');
  const total = order.total ?? 10_000n;
  orderNumber += 1;
  const [row] = await db
    .insert(orders)
    .values({
      storeId,
      number: orderNumber,
      customerId: customer.id,
      customerName: 'Chioma Obi',
      email,
      phone: '08030000000',
      address: '1 Marina',
      city: 'Lagos',
      currency: 'NGN',
      subtotal: total,
      deliveryFee: 0n,
      total,
      status: order.status ?? 'pending',
      itemCount: 1,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 3_600_000),
      ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('no order written');
  return row;
}

/** A review of `productId` on an order of its own; `status` as moderation left it. */
export async function insertReview(
  storeId: string,
  productId: string,
  review: Pick<ReviewRequest, 'rating'> & {
    status?: 'pending' | 'published' | 'hidden';
    comment?: string;
    createdAt?: Date;
  },
) {
  const { db } = await testDatabase();
  const order = await insertOrder(storeId, { status: 'delivered' });
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      storeId,
      productId,
      name: 'Reviewed product',
      unitPrice: order.total,
      quantity: 1,
      total: order.total,
      position: 0,
    })
    .returning({ id: orderItems.id });
  if (!item) throw new Error('no order item written');
  const [row] = await db
    .insert(reviews)
    .values({
      storeId,
      orderId: order.id,
      orderItemId: item.id,
      productId,
      productName: 'Reviewed product',
      customerName: 'Chioma Obi',
      rating: review.rating,
      comment: review.comment ?? '',
      status: review.status ?? 'published',
      ...(review.createdAt ? { createdAt: review.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('no review written');
  return row;
}

/** Visits of `storeId` at the given times, each by a visitor of its own. */
export async function insertVisits(storeId: string, times: Date[]) {
  const { db } = await testDatabase();
  if (times.length === 0) return;
  await db.insert(storeVisits).values(
    times.map((at) => ({
      storeId,
      visitor: randomUUID(),
      minute: Math.floor(at.getTime() / 60_000),
      visitedAt: at,
    })),
  );
}

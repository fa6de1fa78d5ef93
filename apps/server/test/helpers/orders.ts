import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@olivia/contracts/orders';
import type { Product } from '@olivia/contracts/catalog';
import { stores } from '../../src/db/schema/accounts';
import { customers, orderItems, orders } from '../../src/db/schema/orders';
import { sha256 } from '../../src/lib/secrets';
import type { SignedIn } from './factories';
import { testDatabase } from './test-app';

/**
 * Orders written straight into the database with a store's customer and lines, in any status,
 * for the areas around orders (returns, reviews, inventory) without checkout and payment.
 */

export interface OrderLine {
  /** The product sold, or null for one deleted since. */
  product: Pick<Product, 'id' | 'name' | 'variants'> | null;
  /** Which of the product's variants (by position), when it has variants. */
  variant?: number;
  quantity: number;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export interface PlacedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  /** The order's secret, as the customer's header `ordertoken` carries it. */
  token: string;
}

/** The store id of a signed-up owner. */
export async function storeOf(owner: SignedIn): Promise<string> {
  const { db } = await testDatabase();
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.systemId, owner.headers.systemid));
  if (!store) throw new Error(`no store ${owner.headers.systemid}`);
  return store.id;
}

/** An order of the owner's store in `status` (stock is not taken), numbered by the store. */
export async function placeOrder(
  owner: SignedIn,
  lines: OrderLine[],
  options: { status?: OrderStatus; customerName?: string } = {},
): Promise<PlacedOrder> {
  const { db } = await testDatabase();
  const storeId = await storeOf(owner);
  const name = options.customerName ?? 'Chioma Obi';
  const email = `customer.${randomUUID().slice(0, 8)}@example.com`;
  const [customer] = await db
    .insert(customers)
    .values({ storeId, name, email, phone: '08030000000' })
    .returning({ id: customers.id });
  const [store] = await db
    .update(stores)
    .set({ orderSeq: sql`${stores.orderSeq} + 1` })
    .where(eq(stores.id, storeId))
    .returning({ number: stores.orderSeq });
  if (!customer || !store) throw new Error('no customer or order number');
  const token = randomUUID();
  const unitPrice = 10_000n;
  const subtotal = unitPrice * BigInt(lines.reduce((sum, line) => sum + line.quantity, 0));
  const [order] = await db
    .insert(orders)
    .values({
      storeId,
      number: store.number,
      customerId: customer.id,
      customerName: name,
      email,
      phone: '08030000000',
      address: '1 Marina',
      city: 'Lagos',
      currency: 'NGN',
      subtotal,
      deliveryFee: 0n,
      total: subtotal,
      status: options.status ?? 'paid',
      itemCount: lines.length,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  if (!order) throw new Error('no order written');
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((line, position) => {
        const variant =
          line.variant === undefined ? undefined : line.product?.variants[line.variant];
        return {
          orderId: order.id,
          storeId,
          productId: line.product?.id ?? null,
          variantId: variant?.id ?? null,
          name: line.product?.name ?? 'A product no longer sold',
          variantLabel: variant ? [variant.size, variant.colour].filter(Boolean).join(' / ') : '',
          unitPrice,
          quantity: line.quantity,
          total: unitPrice * BigInt(line.quantity),
          position,
        };
      }),
    )
    .returning();
  items.sort((a, b) => a.position - b.position);
  return { order, items, token };
}

import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import {
  ORDER_TOKEN_HEADER,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { stores } from '../../src/db/schema/accounts';
import { products, productVariants } from '../../src/db/schema/catalog';
import { customers, inventoryMovements, orders } from '../../src/db/schema/orders';
import { topUps } from '../../src/db/schema/top-ups';
import { uniqueAddress, uniqueEmail, type SignedIn } from './factories';
import { testDatabase } from './test-app';

/**
 * Storefront checkout and payment through the API, as a customer does it, and the rows they
 * leave behind (orders, stock, movements, the payment account's top-up row).
 */

export type CartLine = CheckoutRequest['items'][number];

export const slugOf = (owner: SignedIn) => owner.body.url;

export const checkoutBody = (
  items: CartLine[],
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest => ({
  items,
  name: 'Chioma Obi',
  email: uniqueEmail('customer'),
  phone: '+2348031234567',
  address: '12 Marina Road',
  city: 'Lagos',
  note: 'Leave it with the porter',
  bank: '035',
  ...overrides,
});

/** POST /storefront/stores/:slug/orders from an address of its own (the limit is per address). */
export function checkout(app: FastifyInstance, slug: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: endpointUrl(storefrontEndpoints.checkout, { slug }),
    payload: body as Record<string, unknown>,
    remoteAddress: uniqueAddress(),
  });
}

/** A checkout that must succeed; answers the order and its secret. */
export async function placeOrder(
  app: FastifyInstance,
  owner: SignedIn,
  items: CartLine[],
  overrides: Partial<CheckoutRequest> = {},
): Promise<CheckoutResponse> {
  const response = await checkout(app, slugOf(owner), checkoutBody(items, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResponse>();
}

/** The customer's receipt, read with the order's secret. */
export function publicOrder(app: FastifyInstance, id: string, token?: string) {
  return app.inject({
    url: endpointUrl(storefrontEndpoints.order, { id }),
    headers: token === undefined ? {} : { [ORDER_TOKEN_HEADER]: token },
  });
}

/** The sandbox bank pays the account (`amount` in major units; the amount due without one). */
export async function payAccount(app: FastifyInstance, accountnumber: string, amount?: number) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(sandboxBankEndpoints.pay),
    payload: { accountnumber, ...(amount === undefined ? {} : { amount }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

export async function orderRow(id: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The top-up rows opened for an order (its payment account). */
export async function topUpsOfOrder(orderId: string) {
  const { db } = await testDatabase();
  return db.select().from(topUps).where(eq(topUps.orderId, orderId));
}

/** A product's stock and, when it has variants, each variant's (in their order). */
export async function stockOf(productId: string) {
  const { db } = await testDatabase();
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const variants = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  return { stock: product?.stock, variants: variants.map((variant) => variant.stock) };
}

/** The stock movements written for a product, oldest first. */
export async function movementsOf(productId: string) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(inventoryMovements)
    .where(eq(inventoryMovements.productId, productId))
    .orderBy(asc(inventoryMovements.id));
}

export async function customerOfOrder(orderId: string) {
  const order = await orderRow(orderId);
  const { db } = await testDatabase();
  const [row] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  if (!row) throw new Error(`no customer for ${orderId}`);
  return row;
}

/** Sets the store's delivery fee (minor units), as its set-up would. */
export async function setDeliveryFee(owner: SignedIn, minor: bigint) {
  const { db } = await testDatabase();
  await db
    .update(stores)
    .set({ deliveryFee: minor })
    .where(eq(stores.systemId, owner.headers.systemid));
}

/** Moves an order's expiry into the past, as if its 30 minutes had run out. */
export async function expireNow(orderId: string) {
  const { db } = await testDatabase();
  await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyEndpoints } from '@olivia/contracts/api-key-endpoints';
import { apiKeyMessages } from '@olivia/contracts/api-key-messages';
import type { ApiKeyScope } from '@olivia/contracts/api-keys';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { endpointUrl, type AnyEndpoint } from '@olivia/contracts/endpoint';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../../src/db/schema/api-keys';
import { bearer, createKey, keyCall, newKey } from '../../helpers/api-keys';
import { createProduct } from '../../helpers/catalog';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { placeOrder } from '../../helpers/orders';
import { newLink } from '../../helpers/payment-links';
import { buildTestApp, testDatabase } from '../../helpers/test-app';

let clock = new Date();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { apiKeys: { now: () => clock } });
});
afterAll(() => app.close());

const call = (
  endpoint: AnyEndpoint,
  headers: Record<string, string>,
  options: { params?: Record<string, string>; payload?: object; query?: string } = {},
) =>
  app.inject({
    method: endpoint.method,
    url: `${endpointUrl(endpoint as { prefix: AnyEndpoint['prefix']; path: string }, options.params)}${options.query ?? ''}`,
    headers,
    ...(options.payload ? { payload: options.payload } : {}),
  });

const invoiceBody = () => ({
  customername: 'Bola Ade',
  customeremail: uniqueEmail('bola'),
  lines: [{ description: 'Ankara, 6 yards', quantity: 2, unitprice: 12_000 }],
  duedate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
});

/** A store with an order (and its customer) and a product, as a key would read them. */
async function storeWithRecords() {
  const owner = await signUp(app);
  const product = await createProduct(app, owner);
  const placed = await placeOrder(owner, [{ product, quantity: 1 }]);
  return { owner, product, order: placed.order };
}

type Records = Awaited<ReturnType<typeof storeWithRecords>>;
/** Each scoped call: the scope it needs, the call, the status it answers with that scope. */
const scopedCalls = (records: Records): Array<[ApiKeyScope, AnyEndpoint, object, number]> => [
  ['orders:read', orderEndpoints.list, {}, 200],
  ['orders:read', orderEndpoints.get, { params: { id: records.order.id } }, 200],
  ['products:read', productEndpoints.list, {}, 200],
  ['products:read', productEndpoints.get, { params: { id: records.product.id } }, 200],
  ['customers:read', customerEndpoints.list, {}, 200],
  [
    'customers:read',
    customerEndpoints.get,
    { params: { id: records.order.customerId ?? '' } },
    200,
  ],
  ['transactions:read', walletEndpoints.transactions, {}, 200],
  ['payment_links:write', paymentLinkEndpoints.list, {}, 200],
  ['payment_links:write', paymentLinkEndpoints.create, { payload: newLink() }, 201],
  ['invoices:write', invoiceEndpoints.list, {}, 200],
  ['invoices:write', invoiceEndpoints.create, { payload: invoiceBody() }, 201],
];

describe('Authorization: Bearer with an API key', () => {
  it('calls each scoped endpoint with its scope, and is refused (403) without it', async () => {
    const records = await storeWithRecords();
    for (const [scope, endpoint, options, status] of scopedCalls(records)) {
      const right = await createKey(app, records.owner.headers, { scopes: [scope] });
      const answer = await call(endpoint, bearer(right.secret), options);
      expect(answer.statusCode, `${scope} ${endpoint.path}: ${answer.body}`).toBe(status);
      const others = (['orders:read', 'invoices:write'] as const).filter((s) => s !== scope);
      const wrong = await createKey(app, records.owner.headers, { scopes: [...others] });
      const refused = await call(endpoint, bearer(wrong.secret), options);
      expect(refused.statusCode, `${scope} ${endpoint.path}`).toBe(403);
      expect(refused.json().error).toBe(apiKeyMessages.apiKeyScopeMissing);
      await Promise.all(
        [right, wrong].map((key) =>
          keyCall(app, apiKeyEndpoints.revoke, records.owner.headers, undefined, {
            id: key.apikey.id,
          }),
        ),
      );
    }
  });

  it("reads the store's own orders and answers 404 for another store's, as a session does", async () => {
    const mine = await storeWithRecords();
    const theirs = await storeWithRecords();
    const key = await createKey(app, mine.owner.headers, {
      scopes: ['orders:read', 'products:read', 'customers:read', 'transactions:read'],
    });
    const orders = await call(orderEndpoints.list, bearer(key.secret));
    expect(orders.statusCode).toBe(200);
    const ids = orders.json().content.map((order: { id: string }) => order.id);
    expect(ids).toEqual([mine.order.id]);
    const cases: Array<[AnyEndpoint, string]> = [
      [orderEndpoints.get, theirs.order.id],
      [productEndpoints.get, theirs.product.id],
      [customerEndpoints.get, theirs.order.customerId ?? ''],
      [walletEndpoints.transaction, theirs.order.id],
    ];
    for (const [endpoint, id] of cases) {
      const answer = await call(endpoint, bearer(key.secret), { params: { id } });
      expect(answer.statusCode, endpoint.path).toBe(404);
    }
  });

  it('answers 401 for a wrong, revoked or expired key, and writes last use', async () => {
    const { owner } = await storeWithRecords();
    expect((await call(orderEndpoints.list, bearer('olv_not-a-key'))).statusCode).toBe(401);
    expect((await call(orderEndpoints.list, bearer('sk_live_other'))).statusCode).toBe(401);
    const wrong = await call(orderEndpoints.list, {
      authorization: `Bearer olv_${'A'.repeat(43)}`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(apiKeyMessages.apiKeyInvalid);

    const key = await createKey(app, owner.headers, { expiresindays: 30 });
    expect((await call(orderEndpoints.list, bearer(key.secret))).statusCode).toBe(200);
    const { db } = await testDatabase();
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, key.apikey.id));
    expect(row?.lastUsedAt).not.toBeNull();

    clock = new Date(Date.now() + 31 * 86_400_000);
    try {
      expect((await call(orderEndpoints.list, bearer(key.secret))).statusCode).toBe(401);
    } finally {
      clock = new Date();
    }
    expect((await call(orderEndpoints.list, bearer(key.secret))).statusCode).toBe(200);
    await keyCall(app, apiKeyEndpoints.revoke, owner.headers, undefined, { id: key.apikey.id });
    expect((await call(orderEndpoints.list, bearer(key.secret))).statusCode).toBe(401);
  });

  it('is never accepted on an endpoint without a scope (key management, PIN, money out)', async () => {
    const { owner } = await storeWithRecords();
    const key = await createKey(app, owner.headers, {
      scopes: ['orders:read', 'payment_links:write', 'invoices:write'],
    });
    const refused: Array<[AnyEndpoint, object]> = [
      [apiKeyEndpoints.list, {}],
      [apiKeyEndpoints.create, { payload: newKey() }],
      [pinEndpoints.hasPersonalPin, {}],
      [orderEndpoints.setStatus, { params: { id: key.apikey.id }, payload: { status: 'shipped' } }],
      [paymentLinkEndpoints.remove, { params: { id: key.apikey.id } }],
      [walletEndpoints.dashboard, {}],
    ];
    for (const [endpoint, options] of refused) {
      const answer = await call(endpoint, bearer(key.secret), options);
      expect(answer.statusCode, endpoint.path).toBe(403);
      expect(answer.json().error).toBe(apiKeyMessages.apiKeyNotAccepted);
    }
    expect((await keyCall(app, apiKeyEndpoints.list, owner.headers)).json().content).toHaveLength(
      1,
    );
  });

  it('a session still works on a scoped endpoint, and wins over a key beside it', async () => {
    const { owner } = await storeWithRecords();
    const answer = await call(orderEndpoints.list, { ...owner.headers, ...bearer('olv_wrong') });
    expect(answer.statusCode).toBe(200);
  });
});

describe('API key rate limit', () => {
  let limited: FastifyInstance;
  let owner: SignedIn;
  beforeAll(async () => {
    limited = await buildTestApp({}, { apiKeys: { requestsPerMinute: 3 } });
    owner = await signUp(limited);
  });
  afterAll(() => limited.close());

  it('answers 429 past the limit of one key, and not for another key', async () => {
    const key = await createKey(limited, owner.headers);
    const other = await createKey(limited, owner.headers);
    const get = (secret: string) =>
      limited.inject({ url: endpointUrl(orderEndpoints.list), headers: bearer(secret) });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get(key.secret)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await get(other.secret)).statusCode).toBe(200);
  });
});

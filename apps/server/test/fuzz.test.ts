import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueAddress, type SignedIn } from './helpers/factories';
import { buildTestApp } from './helpers/test-app';

/**
 * Every route of the OpenAPI document, signed in and not, gets random bodies, queries and path
 * parameters (control characters, lone surrogates, huge and odd numbers, deep objects): a client
 * can be refused, never answered 5xx.
 */
let app: FastifyInstance;
let merchant: SignedIn;
let routes: { method: string; path: string }[];
beforeAll(async () => {
  app = await buildTestApp({ PAYMENTS_PROVIDER: 'sandbox' });
  merchant = await signUp(app);
  const doc = (await app.inject('/api/openapi.json')).json<{ paths: Record<string, object> }>();
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => app.close());

const nasty = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', '\ud800', 'a\u0000b', '\uffff', '𝕆', '../..', "' OR 1=1 --", ''),
  fc.string(),
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nasty,
    fc.double(),
    fc.integer(),
    fc.constantFrom(1e308, -0, 2 ** 63, 0.001, 0.005, 100.123),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string(), nasty), tie('v'), { maxKeys: 4 }),
  ),
})).v;
/** Bodies shaped like the real ones: the known field names with random values. */
const fields = fc.constantFrom(
  'username',
  'password',
  'email',
  'firstname',
  'lastname',
  'businessname',
  'phone',
  'currency',
  'referralcode',
  'amount',
  'bank',
  'reference',
  'ordernumber',
  'oldpassword',
  'newpassword',
  'token',
  'viewbalance',
  'allowsubusertransfer',
  'startDate',
  'endDate',
  'name',
  'description',
  'price',
  'compareatprice',
  'sku',
  'stock',
  'status',
  'images',
  'categoryid',
  'variants',
);
/** A lone surrogate cannot be percent-encoded; send the bytes it would have been instead. */
const segmentOf = (text: string) => {
  try {
    return encodeURIComponent(text) || 'x';
  } catch {
    return '%ED%A0%80';
  }
};
const body = fc.oneof(value, fc.dictionary(fields, value, { maxKeys: 6 }));
const query = fc.dictionary(
  fc.constantFrom('page', 'size', 'sort', 'order', 'q', 'from', 'to', 'status', 'category'),
  nasty,
  { maxKeys: 4 },
);

describe('fuzzed requests', () => {
  it('answer every route with a status below 500', async () => {
    const serverErrors: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.boolean(),
        body,
        query,
        nasty,
        async (pick, signedIn, payload, params, segment) => {
          const route = routes[pick % routes.length];
          if (!route || route.path === '/api/olivia/utils/delete') return;
          const path = route.path.replace(/\{[^}]+\}/g, segmentOf(segment));
          const response = await app.inject({
            method: route.method as 'GET',
            url: path,
            query: params,
            payload: route.method === 'GET' ? undefined : JSON.stringify(payload),
            headers: {
              'content-type': 'application/json',
              ...(signedIn ? merchant.headers : {}),
            },
            remoteAddress: uniqueAddress(),
          });
          if (response.statusCode >= 500) {
            serverErrors.push(`${route.method} ${path} → ${response.statusCode} ${response.body}`);
          }
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 600),
        seed: Number(process.env.FUZZ_SEED ?? 20261122),
      },
    );
    expect(serverErrors).toEqual([]);
  }, 180_000);
});

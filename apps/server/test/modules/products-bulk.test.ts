import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages, type BulkResult } from '@olivia/contracts/bulk';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import type { Product, ProductStatus } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { createProduct, listProducts } from '../helpers/catalog';
import { signUp, uniqueEmail, type SignedIn } from '../helpers/factories';
import { auditOf, staffHeaders, userIdOf } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const bulkStatus = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(bulkEndpoints.productStatus),
    headers,
    payload,
  });
async function setAll(headers: Headers, ids: string[], status: ProductStatus) {
  const response = await bulkStatus(headers, { ids, status });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BulkResult>();
}
const statusOf = async (owner: SignedIn, id: string) => {
  const response = await app.inject({
    url: endpointUrl(productEndpoints.get, { id }),
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Product>().status;
};
const actions = async (id: string) => (await auditOf(id)).map((entry) => entry.action);
const sorted = (ids: string[]) => [...ids].sort();

describe('POST /products/bulk-status', () => {
  it("archives the store's products in one go, refusing other stores' ids as not found", async () => {
    const owner = await signUp(app);
    const email = uniqueEmail('staff');
    const staff = await staffHeaders(app, owner, { email });
    const dress = (await createProduct(app, owner, { status: 'active' })).id;
    const sandal = (await createProduct(app, owner, { status: 'draft' })).id;
    const kept = (await createProduct(app, owner, { status: 'active' })).id;
    const rival = await signUp(app);
    const rivals = (await createProduct(app, rival, { status: 'active' })).id;

    const result = await setAll(staff, [rivals, sandal, MISSING_ID, dress], 'archived');

    expect(result.done).toEqual(sorted([dress, sandal]));
    expect(result.refused).toEqual(
      sorted([rivals, MISSING_ID]).map((id) => ({ id, reason: serverErrors.notFound })),
    );
    expect(await statusOf(owner, dress)).toBe('archived');
    expect(await statusOf(owner, sandal)).toBe('archived');
    expect(await statusOf(owner, kept)).toBe('active');
    expect(await statusOf(rival, rivals)).toBe('active');
    const listed = (await listProducts(app, owner)).content.map((product) => product.id);
    expect(listed).toEqual([kept]);

    const staffId = await userIdOf(email);
    expect((await auditOf(dress)).at(-1)).toMatchObject({
      action: 'product.archived',
      entityType: 'product',
      actorUserId: staffId,
      changes: { status: { from: 'active', to: 'archived' } },
    });
    expect((await auditOf(sandal)).at(-1)).toMatchObject({
      action: 'product.archived',
      changes: { status: { from: 'draft', to: 'archived' } },
    });
    expect(await actions(kept)).toEqual(['product.created']);
    expect(await actions(rivals)).toEqual(['product.created']);
  });

  it('sets active or draft with one audit row per product changed', async () => {
    const owner = await signUp(app);
    const draft = (await createProduct(app, owner, { status: 'draft' })).id;
    const active = (await createProduct(app, owner, { status: 'active' })).id;
    const archived = (await createProduct(app, owner, { status: 'active' })).id;
    await setAll(owner.headers, [archived], 'archived');

    const result = await setAll(owner.headers, [draft, active, archived], 'active');
    expect(result).toEqual({ done: sorted([draft, active, archived]), refused: [] });
    for (const id of [draft, active, archived]) expect(await statusOf(owner, id)).toBe('active');
    // Already active: done, without a change to record.
    expect(await actions(active)).toEqual(['product.created']);
    expect(await actions(draft)).toEqual(['product.created', 'product.updated']);
    expect((await auditOf(archived)).map((entry) => [entry.action, entry.changes])).toEqual([
      ['product.created', expect.anything()],
      ['product.archived', { status: { from: 'active', to: 'archived' } }],
      ['product.updated', { status: { from: 'archived', to: 'active' } }],
    ]);

    await setAll(owner.headers, [draft], 'draft');
    expect(await statusOf(owner, draft)).toBe('draft');
    expect((await auditOf(draft)).at(-1)).toMatchObject({
      action: 'product.updated',
      changes: { status: { from: 'active', to: 'draft' } },
    });
  });

  it('answers 401 without a session and 400 for a list or status it cannot take', async () => {
    const owner = await signUp(app);
    const dress = (await createProduct(app, owner, { status: 'active' })).id;

    const anonymous = await bulkStatus({}, { ids: [dress], status: 'archived' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverErrors.tokenMissing });

    const many = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const [ids, field, message] of [
      [[], 'ids', bulkMessages.noIds],
      [many, 'ids', bulkMessages.tooManyIds],
      [[dress, dress], 'ids', bulkMessages.duplicateIds],
      [['not-an-id'], 'ids.0', undefined],
    ] as const) {
      const response = await bulkStatus(owner.headers, { ids, status: 'archived' });
      expect(response.statusCode, JSON.stringify(ids).slice(0, 80)).toBe(400);
      const { details } = response.json<{ details: Record<string, string[]> }>();
      expect(Object.keys(details)).toEqual([field]);
      if (message) expect(details[field]).toEqual([message]);
    }
    const badStatus = await bulkStatus(owner.headers, { ids: [dress], status: 'deleted' });
    expect(badStatus.statusCode).toBe(400);
    expect(await statusOf(owner, dress)).toBe('active');
    expect(await actions(dress)).toEqual(['product.created']);
  });
});

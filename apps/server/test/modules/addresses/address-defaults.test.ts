import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { addresses } from '../../../src/db/schema/addresses';
import { createAddress, listAddresses, makeDefault } from '../../helpers/addresses';
import { signUp } from '../../helpers/factories';
import { auditOf } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { storeIdOf } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const defaultsOf = async (headers: Record<string, string>, kind: string) =>
  (await listAddresses(app, headers, `?kind=${kind}`)).content
    .filter((address) => address.isdefault)
    .map((address) => address.label);

describe('default addresses', () => {
  it('one per kind: a new default unsets the old one in the same change, other kinds untouched', async () => {
    const owner = await signUp(app);
    const shop = await createAddress(app, owner, { label: 'Yaba shop', isdefault: true });
    const returns = await createAddress(app, owner, {
      label: 'Returns desk',
      kind: 'return',
      isdefault: true,
    });
    const market = await createAddress(app, owner, { label: 'Balogun stall', isdefault: true });
    expect(await defaultsOf(owner.headers, 'pickup')).toEqual(['Balogun stall']);

    const made = await makeDefault(app, owner.headers, shop.id);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: shop.id, isdefault: true });
    expect(await defaultsOf(owner.headers, 'pickup')).toEqual(['Yaba shop']);
    expect(await defaultsOf(owner.headers, 'return')).toEqual(['Returns desk']);
    expect((await auditOf(shop.id)).map((row) => row.action)).toEqual([
      'address.created',
      'address.made_default',
    ]);
    expect((await auditOf(market.id)).map((row) => row.action)).toEqual(['address.created']);
    expect(returns.isdefault).toBe(true);
  });

  it('a change of kind drops the default; the database refuses a second default of a kind', async () => {
    const owner = await signUp(app);
    const shop = await createAddress(app, owner, { isdefault: true });
    const moved = await app.inject({
      method: 'PUT',
      url: endpointUrl(addressEndpoints.update, { id: shop.id }),
      headers: owner.headers,
      payload: { kind: 'warehouse' },
    });
    expect(moved.json()).toMatchObject({ kind: 'warehouse', isdefault: false });

    const { db } = await testDatabase();
    const storeId = await storeIdOf(owner.email);
    const row = { storeId, kind: 'return', label: 'A', line1: '1 Road', isDefault: true };
    await db.insert(addresses).values(row);
    await expect(db.insert(addresses).values({ ...row, label: 'B' })).rejects.toThrow();
    const defaults = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.storeId, storeId), eq(addresses.isDefault, true)));
    expect(defaults.map((address) => address.label)).toEqual(['A']);
  });

  it('parallel "make default" calls leave exactly one default, each call answered 200', async () => {
    const owner = await signUp(app);
    const made = [];
    for (let i = 0; i < 6; i += 1) {
      made.push(await createAddress(app, owner, { label: `Point ${i}`, isdefault: i === 0 }));
    }
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all(
        made.map((address) => makeDefault(app, owner.headers, address.id)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(made.map(() => 200));
      expect(await defaultsOf(owner.headers, 'pickup')).toHaveLength(1);
    }
  });
});

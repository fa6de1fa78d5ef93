import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { stores } from '../../../src/db/schema/accounts';
import { addresses } from '../../../src/db/schema/addresses';
import { createAddress, listAddresses } from '../../helpers/addresses';
import { signUp, type SignedIn } from '../../helpers/factories';
import { auditOf } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { storeIdOf } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const setupAddress = async (owner: SignedIn) =>
  (await app.inject({ url: endpointUrl(storeSetupEndpoints.get), headers: owner.headers })).json()
    .address as string;
const saveSetup = (owner: SignedIn, address: string) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(storeSetupEndpoints.update),
    headers: owner.headers,
    payload: {
      name: 'Kettle & Co',
      description: '',
      email: owner.email,
      phone: '+2348012345678',
      address,
      deliveryfee: 0,
    },
  });
const offices = async (owner: SignedIn) =>
  (await listAddresses(app, owner.headers, '?kind=office')).content;

describe("the store's address is its default office address", () => {
  it('/store-setup saves it into the address book in its unit of work, and reads it back', async () => {
    const owner = await signUp(app);
    expect((await saveSetup(owner, '12 Balogun Market, Lagos')).statusCode).toBe(200);
    const [office] = await offices(owner);
    if (!office) throw new Error('no office address');
    expect(office).toMatchObject({
      kind: 'office',
      label: 'Store address',
      line1: '12 Balogun Market, Lagos',
      isdefault: true,
    });
    expect(await setupAddress(owner)).toBe('12 Balogun Market, Lagos');
    // Saving the same text again changes nothing; new text rewrites that one address.
    await saveSetup(owner, '12 Balogun Market, Lagos');
    await saveSetup(owner, '7 Broad Street, Lagos Island');
    const after = await offices(owner);
    expect(after.map((a) => [a.id, a.line1])).toEqual([
      [office?.id, '7 Broad Street, Lagos Island'],
    ]);
    expect((await auditOf(office.id)).map((row) => row.action)).toEqual([
      'address.created',
      'address.updated',
    ]);
    // Cleared: the address stays in the book but is no longer the store's.
    await saveSetup(owner, '');
    expect(await setupAddress(owner)).toBe('');
    expect((await offices(owner)).map((a) => a.isdefault)).toEqual([false]);
  });

  it("the address book's changes to the default office address reach /store-setup", async () => {
    const owner = await signUp(app);
    const office = await createAddress(app, owner, {
      kind: 'office',
      label: 'Head office',
      line1: '5 Adeola Odeku Street',
      line2: 'Floor 2',
      city: 'Victoria Island',
      isdefault: true,
    });
    expect(await setupAddress(owner)).toBe(
      '5 Adeola Odeku Street, Floor 2, Victoria Island, Lagos',
    );
    await app.inject({
      method: 'PUT',
      url: endpointUrl(addressEndpoints.update, { id: office.id }),
      headers: owner.headers,
      payload: { city: 'Ikoyi' },
    });
    expect(await setupAddress(owner)).toBe('5 Adeola Odeku Street, Floor 2, Ikoyi, Lagos');
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(addressEndpoints.remove, { id: office.id }),
      headers: owner.headers,
    });
    expect(await setupAddress(owner)).toBe('');
  });

  it("migration 0026 backfills each store's non-empty address as its default office address", async () => {
    const [owner, empty] = [await signUp(app), await signUp(app)];
    const { db } = await testDatabase();
    const [ownerStore, emptyStore] = [await storeIdOf(owner.email), await storeIdOf(empty.email)];
    await db
      .update(stores)
      .set({ address: ' 3 Allen Avenue, Ikeja ' })
      .where(eq(stores.id, ownerStore));
    const migration = readFileSync(
      new URL('../../../src/db/migrations/0026_addresses.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').slice(-2);
    // Run on these two stores only: other tests' stores share the database.
    for (const statement of backfill) {
      await db.execute(
        sql.raw(
          statement.replace(
            /WHERE (btrim\("address"\) <> ''|"address" <> btrim\("address"\));/,
            `WHERE $1 AND "id" IN ('${ownerStore}', '${emptyStore}');`,
          ),
        ),
      );
    }
    const rows = await db.select().from(addresses).where(eq(addresses.storeId, ownerStore));
    expect(rows).toMatchObject([
      { kind: 'office', label: 'Store address', line1: '3 Allen Avenue, Ikeja', isDefault: true },
    ]);
    expect(await setupAddress(owner)).toBe('3 Allen Avenue, Ikeja');
    expect(await offices(empty)).toEqual([]);
  });
});

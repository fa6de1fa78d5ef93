import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { ADDRESS_KINDS, addressCountryIssues, type AddressList } from '@olivia/contracts/addresses';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { StoreSetup } from '@olivia/contracts/store-admin';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDemoStores } from '../../src/seed/demo-stores';
import { signIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

/** Each demo store's /address/all opens on a believable address book, one default per kind. */
describe('the demo addresses', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({});
    await handle.migrate();
    expect(await seedDemoStores(handle.db)).toBe(true);
  }, 120_000);
  afterAll(() => handle.close());

  it("give Ada's Fabrics and Thames Tea Co. their shops, pickup points, warehouses and returns", async () => {
    const app = await buildTestApp({}, { db: handle.db });
    try {
      const bookOf = async (email: string, currency: string) => {
        const signedIn = await signIn(app, email, 'Olivia#Demo26');
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const { token, systemid } = signedIn.json<{ token: string; systemid: string }>();
        const get = async <T>(url: string) =>
          (await app.inject({ url, headers: { token, systemid } })).json<T>();
        const book = await get<AddressList>(
          `${endpointUrl(addressEndpoints.list)}?sort=label&order=asc`,
        );
        for (const address of book.content) {
          expect(addressCountryIssues(currency, address), address.label).toEqual({});
        }
        const defaults = book.content.filter((address) => address.isdefault);
        expect(defaults.map((address) => address.kind).sort()).toEqual([...ADDRESS_KINDS].sort());
        const setup = await get<StoreSetup>(endpointUrl(storeSetupEndpoints.get));
        return { labels: book.content.map((address) => address.label), setup };
      };

      const ada = await bookOf('ada@example.com', 'NGN');
      expect(ada.labels).toEqual([
        'Ikeja warehouse',
        'Lekki pickup point',
        'Returns at the Yaba shop',
        'Yaba shop',
      ]);
      expect(ada.setup.address).toBe('14 Tejuosho Market Road, Yaba, Lagos');
      const james = await bookOf('james@example.com', 'GBP');
      expect(james.labels).toContain('London warehouse');
      expect(james.setup.address).toBe('3 Bankside, London, SE1 9TG');
    } finally {
      await app.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import type { BrandList } from '@olivia/contracts/brands';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { StorefrontStore } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDemoStores } from '../../src/seed/demo-stores';
import { signIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

/** /brand/all opens on believable brands in each demo store, their products given them. */
describe('the demo brands', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({});
    await handle.migrate();
    expect(await seedDemoStores(handle.db)).toBe(true);
  }, 120_000);
  afterAll(() => handle.close());

  it("give Ada's Fabrics and Thames Tea six brands each, one retired, with products", async () => {
    const app = await buildTestApp({}, { db: handle.db });
    try {
      const brandsOf = async (email: string) => {
        const signedIn = await signIn(app, email, 'Olivia#Demo26');
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const { token, systemid } = signedIn.json<{ token: string; systemid: string }>();
        const response = await app.inject({
          url: `${endpointUrl(brandEndpoints.list)}?sort=name&order=asc`,
          headers: { token, systemid },
        });
        return response.json<BrandList>().content;
      };
      const ada = await brandsOf('ada@example.com');
      expect(ada.map((brand) => brand.name)).toEqual([
        'ABC Wax',
        'Da Viva',
        'GTP',
        'Iseyin Weavers',
        'Vlisco',
        'Woodin',
      ]);
      expect(ada.every((brand) => brand.productcount > 0 && brand.logourl !== '')).toBe(true);
      expect(ada.filter((brand) => !brand.active).map((brand) => brand.name)).toEqual(['Da Viva']);
      const tea = await brandsOf('james@example.com');
      expect(tea).toHaveLength(6);
      expect(tea.map((brand) => brand.name)).toContain('Bankside Blends');

      const store = await app.inject({
        url: endpointUrl(storefrontEndpoints.store, { slug: 'adas-fabrics' }),
      });
      const offered = store.json<StorefrontStore>().brands.map((brand) => brand.name);
      expect(offered).toContain('Vlisco');
      expect(offered).not.toContain('Da Viva');
    } finally {
      await app.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import type { ReferralsPage, ReferralSummary } from '@olivia/contracts/referrals';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDemoStores } from '../../src/seed/demo-stores';
import { signIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

/** Ada's /referrals/all opens on stores that signed up with her code, one of them verified. */
describe('the demo referrals', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({});
    await handle.migrate();
    expect(await seedDemoStores(handle.db)).toBe(true);
  }, 120_000);
  afterAll(() => handle.close());

  it('shows Ada and her sub-user the stores referred with ADAFAB26, and James none', async () => {
    const app = await buildTestApp({}, { db: handle.db });
    try {
      const as = async (email: string) => {
        const signedIn = await signIn(app, email, 'Olivia#Demo26');
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const { token, systemid } = signedIn.json<{ token: string; systemid: string }>();
        const get = async <T>(url: string) => {
          const response = await app.inject({ url, headers: { token, systemid } });
          expect(response.statusCode, response.body).toBe(200);
          return response.json<T>();
        };
        return {
          summary: await get<ReferralSummary>(endpointUrl(referralEndpoints.summary)),
          page: await get<ReferralsPage>(endpointUrl(referralEndpoints.list)),
        };
      };
      for (const email of ['ada@example.com', 'tunde@example.com']) {
        const { summary, page } = await as(email);
        expect(summary).toMatchObject({ code: 'ADAFAB26', signedup: 4, verified: 1 });
        expect(summary.link).toBe('http://olivia.test/sign-up/ADAFAB26');
        expect(page.content.map((store) => [store.name, store.verified])).toEqual([
          ['Owambe Gele Studio', false],
          ['Kano Leather Works', false],
          ['Yaba Tailoring Hub', false],
          ['Chioma Beads & Crafts', true],
        ]);
      }
      const james = await as('james@example.com');
      expect(james.summary).toMatchObject({ code: 'THAMES26', signedup: 0, verified: 0 });
      expect(james.page.total).toBe(0);
    } finally {
      await app.close();
    }
  });
});

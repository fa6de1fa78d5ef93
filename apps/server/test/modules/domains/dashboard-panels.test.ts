import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { advertBody, createAdvert } from '../../helpers/adverts';
import { buyDomain, freshDomain, setDomainExpiry } from '../../helpers/domains';
import type { SignedIn } from '../../helpers/factories';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { merchantWithMoney } from '../../helpers/transfers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const DAY = 86_400_000;
const RANGE = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-07T23:59:00.000Z' };

async function dashboard(headers: SignedIn['headers']) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(walletEndpoints.dashboard),
    headers,
    payload: RANGE,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardResponse>();
}

describe('the dashboard call: Custom Domains and Advert Campaigns', () => {
  it("lists the store's domains, soonest expiry first, each with its state", async () => {
    const owner = await merchantWithMoney(app, 100_000);
    const names = [freshDomain('com'), freshDomain('shop'), freshDomain('store')] as const;
    for (const name of names)
      expect((await buyDomain(app, owner.headers, name)).statusCode).toBe(201);
    await setDomainExpiry(names[1], new Date(Date.now() + 29 * DAY));
    await setDomainExpiry(names[2], new Date(Date.now() - DAY));
    const other = await merchantWithMoney(app, 20_000);
    expect((await buyDomain(app, other.headers, freshDomain('com'))).statusCode).toBe(201);

    const { domainManagers } = await dashboard(owner.headers);
    expect(domainManagers.map((d) => [d.domain, d.status])).toEqual([
      [names[2], 'expired'],
      [names[1], 'expiring'],
      [names[0], 'active'],
    ]);
    expect(domainManagers[2]).toMatchObject({ amount: 18_000, currency: 'NGN' });
    expect(domainManagers[2]?.nextpayment).toBe(domainManagers[2]?.expiry);
    // A sub-user sees them too.
    const staff = await staffHeaders(app, owner);
    expect((await dashboard(staff)).domainManagers).toHaveLength(3);
  });

  it("lists the store's 5 newest advert campaigns", async () => {
    const owner = await merchantWithMoney(app, 200_000);
    const today = new Date().toISOString().slice(0, 10);
    const created: string[] = [];
    for (let days = 1; days <= 6; days += 1) {
      const response = await createAdvert(
        app,
        owner.headers,
        advertBody(today, { numberofdays: days }),
      );
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json().id);
    }
    const { adsList } = await dashboard(owner.headers);
    expect(adsList.map((advert) => advert.numberofdays)).toEqual([6, 5, 4, 3, 2]);
    expect(adsList[0]).toMatchObject({
      id: created[5],
      platforms: ['facebook', 'instagram'],
      total: 12_000,
      numberofdays: 6,
      startdate: today,
      status: 'running',
      daysrun: 1,
    });
    expect((await dashboard((await merchantWithMoney(app, 0)).headers)).adsList).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { AdvertRequest } from '@olivia/contracts/adverts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { stores } from '../../src/db/schema/accounts';
import { auditLog } from '../../src/db/schema/audit-log';
import { adverts } from '../../src/db/schema/services';
import { walletTransactions } from '../../src/db/schema/wallet-transactions';
import { PIN } from './transfers';
import { testDatabase } from './test-app';

type Headers = Record<string, string>;

/** The test app's APP_URL host: every store's storefront address. */
export const STOREFRONT_HOST = 'olivia.test';

/** ₦2,000 a day for 7 days on Facebook and Instagram from `startdate`: ₦14,000. */
export const advertBody = (
  startdate: string,
  overrides: Partial<AdvertRequest> = {},
): AdvertRequest => ({
  platforms: ['facebook', 'instagram'],
  domain: STOREFRONT_HOST,
  dailyBudget: 2000,
  numberofdays: 7,
  startdate,
  pin: PIN,
  reference: randomUUID(),
  ...overrides,
});

export const createAdvert = (app: FastifyInstance, headers: Headers, body: unknown) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(advertEndpoints.create),
    headers,
    payload: body as Record<string, unknown>,
  });

export const advertAction = (
  app: FastifyInstance,
  headers: Headers,
  action: 'pause' | 'resume' | 'end',
  id: string,
) => app.inject({ method: 'POST', url: endpointUrl(advertEndpoints[action], { id }), headers });

export const listAdverts = (app: FastifyInstance, headers: Headers, query = '') =>
  app.inject({ url: `${endpointUrl(advertEndpoints.list)}${query}`, headers });

async function storeIdOf(systemid: string) {
  const { db } = await testDatabase();
  const [store] = await db.select().from(stores).where(eq(stores.systemId, systemid));
  if (!store) throw new Error(`no store ${systemid}`);
  return store.id;
}

/** What the store's adverts left behind: advert rows, wallet rows and account-log rows. */
export async function advertTraces(systemid: string) {
  const { db } = await testDatabase();
  const storeId = await storeIdOf(systemid);
  const [rows, wallet, audit] = await Promise.all([
    db.select().from(adverts).where(eq(adverts.storeId, storeId)),
    db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.storeId, storeId),
          inArray(walletTransactions.agencyTxn, ['ADVERT', 'ADVERT REFUND']),
        ),
      ),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, storeId), eq(auditLog.entityType, 'advert'))),
  ]);
  return { adverts: rows, wallet, audit };
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { domains } from '../../src/db/schema/services';
import { testDatabase } from './test-app';
import { PIN } from './transfers';

type Headers = Record<string, string>;

/** A name nobody has bought in this run. */
export const freshDomain = (ending = 'com') => `shop-${randomUUID().slice(0, 8)}.${ending}`;

export const buyDomain = (
  app: FastifyInstance,
  headers: Headers,
  domain: string,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(domainEndpoints.buy),
    headers,
    payload: { domain, years: 1, pin: PIN, reference: randomUUID(), ...overrides },
  });

export const renewDomain = (
  app: FastifyInstance,
  headers: Headers,
  domain: string,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(domainEndpoints.renew, { domain }),
    headers,
    payload: { years: 1, pin: PIN, reference: randomUUID(), ...overrides },
  });

/** Moves a bought domain's expiry, as time passing would. */
export async function setDomainExpiry(name: string, expiresAt: Date) {
  const { db } = await testDatabase();
  await db.update(domains).set({ expiresAt }).where(eq(domains.name, name));
}

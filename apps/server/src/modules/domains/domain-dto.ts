import { domainStatus, type DomainManager } from '@olivia/contracts/domains';
import { toMajorUnits } from '@olivia/contracts/money';
import type { DomainRow } from './domains.repository';

/**
 * docs/product/records.md Domain manager, its status as of `now` (docs/product/records.md Domain
 * expiry).
 */
export const toDomainManager = (
  row: Pick<
    DomainRow,
    'id' | 'name' | 'yearlyPrice' | 'currency' | 'expiresAt' | 'lastPaymentAt' | 'createdAt'
  >,
  now: Date,
): DomainManager => ({
  id: row.id,
  domain: row.name,
  amount: toMajorUnits(row.yearlyPrice),
  currency: row.currency,
  status: domainStatus(row.expiresAt, now),
  lastpayment: row.lastPaymentAt.toISOString(),
  nextpayment: row.expiresAt.toISOString(),
  expiry: row.expiresAt.toISOString(),
  createdat: row.createdAt.toISOString(),
});

import type { AttemptCounts, SuccessRate } from '@olivia/contracts/success-rate';
import { successRateEndpoints } from '@olivia/contracts/success-rate-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';

const counts = (attempted: number, successful: number, failed = 0): AttemptCounts => ({
  attempted,
  successful,
  failed,
  abandoned: attempted - successful - failed,
  rate: attempted === 0 ? null : successful / attempted,
});

/** A period of 3 days (the middle one without attempts): 200 attempted, 170 successful. */
export const successRate = (from = '2026-11-26', to = '2026-11-28'): SuccessRate => ({
  from,
  to,
  previousfrom: '2026-11-23',
  previousto: '2026-11-25',
  overall: counts(200, 170, 20),
  previous: counts(100, 80, 10),
  channels: [
    { channel: 'transfer', ...counts(150, 135, 5) },
    { channel: 'card', ...counts(50, 35, 15) },
  ],
  banks: [{ bank: 'Zenith Bank', ...counts(120, 108, 6) }],
  failures: { customer: 18, bank: 9, system: 3 },
  reasons: [{ reason: 'Insufficient funds', category: 'bank', count: 7 }],
  days: [
    { day: '2026-11-26', ...counts(100, 90, 5) },
    { day: '2026-11-27', ...counts(0, 0) },
    { day: '2026-11-28', ...counts(100, 80, 15) },
  ],
  previousdays: [
    { day: '2026-11-23', ...counts(50, 40, 5) },
    { day: '2026-11-24', ...counts(50, 40, 5) },
    { day: '2026-11-25', ...counts(0, 0) },
  ],
});

/** A period in which no one attempted a payment. */
export const noAttempts = (): SuccessRate => ({
  ...successRate(),
  overall: counts(0, 0),
  previous: counts(0, 0),
  channels: [],
  banks: [],
  failures: { customer: 0, bank: 0, system: 0 },
  reasons: [],
  days: [],
  previousdays: [],
});

/** The success-rate API answering `answer` (a record, or a Response such as a 403). */
export const fakeSuccessRateApi = (answer: () => SuccessRate | Response) =>
  fakeApi(fakeEndpoint(successRateEndpoints.get, () => answer()));

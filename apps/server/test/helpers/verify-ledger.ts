import { afterAll, expect } from 'vitest';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { testDatabase } from './test-app';

/**
 * After every suite: every balance equals the sum of its entries, every transaction sums to zero.
 */
afterAll(async () => {
  const { db } = await testDatabase();
  const result = await createLedger(db, createEventBus()).verify();
  expect(result, 'ledger invariants after this suite').toMatchObject({
    ok: true,
    mismatchedBalances: [],
    unbalancedTransactions: [],
    negativeWallets: 0,
  });
});

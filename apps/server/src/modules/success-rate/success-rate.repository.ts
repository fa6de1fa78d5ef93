import { sql } from 'drizzle-orm';
import type { PaymentChannel } from '@olivia/contracts/success-rate';
import { queryRows, type Executor } from '../../db/client';
import { cardAttemptsFragment } from '../card-payments/public';
import { transferAttemptsFragment } from '../top-ups/public';

const DAY_MS = 86_400_000;

/** One group of attempts: a day, a channel, a bank, an outcome and why (counted). */
export interface AttemptGroup {
  day: string;
  channel: PaymentChannel;
  bank: string;
  outcome: 'successful' | 'failed' | 'abandoned';
  category: 'customer' | 'bank' | 'system' | null;
  reason: string | null;
  count: number;
}

/**
 * A store's customer payment attempts from `from` to `to` (whole UTC days, both included),
 * grouped: the transfers' and the cards' fragments (their modules own them) in one query.
 */
export async function attemptGroups(
  db: Executor,
  storeId: string,
  from: string,
  to: string,
): Promise<AttemptGroup[]> {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  const rows = await queryRows<AttemptGroup>(
    db,
    sql`
      select day, channel, bank, outcome, category, reason, count(*)::int as count
        from (${transferAttemptsFragment(storeId, start, end)}
              union all ${cardAttemptsFragment(storeId, start, end)}) attempts
       group by day, channel, bank, outcome, category, reason`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

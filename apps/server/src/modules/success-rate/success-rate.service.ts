import { cardMessages } from '@olivia/contracts/card-messages';
import type { AttemptCounts, SuccessRate } from '@olivia/contracts/success-rate';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { attemptGroups, type AttemptGroup } from './success-rate.repository';

const DAY_MS = 86_400_000;
type Category = 'customer' | 'bank' | 'system';

const emptyCounts = (): AttemptCounts => ({
  attempted: 0,
  successful: 0,
  failed: 0,
  abandoned: 0,
  rate: null,
});

function add(counts: AttemptCounts, group: AttemptGroup) {
  counts.attempted += group.count;
  counts[group.outcome] += group.count;
  counts.rate = counts.successful / counts.attempted;
}

/** Every day from `from` to `to`, both included ('YYYY-MM-DD'). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

function countBy<K extends string>(groups: AttemptGroup[], key: (g: AttemptGroup) => K) {
  const counts = new Map<K, AttemptCounts>();
  for (const group of groups) {
    const name = key(group);
    const entry = counts.get(name) ?? emptyCounts();
    add(entry, group);
    counts.set(name, entry);
  }
  return counts;
}

/**
 * The success rate of a store's customer payments (issue 27, ADR 0028), from the attempts the
 * top-ups (transfers) and card payments modules record: one grouped query per period.
 */
export function createSuccessRateService(db: Database) {
  const groups = (storeId: string, from: string, to: string) =>
    attemptGroups(db, storeId, from, to);

  return {
    async get(
      store: { storeId: string; currency: string },
      period: { from: string; to: string },
    ): Promise<SuccessRate> {
      if (store.currency !== 'NGN') throw forbidden(cardMessages.successRateNgnOnly);
      const length = daysOf(period.from, period.to).length;
      const previousTo = new Date(Date.parse(period.from) - DAY_MS).toISOString().slice(0, 10);
      const previousFrom = new Date(Date.parse(period.from) - length * DAY_MS)
        .toISOString()
        .slice(0, 10);
      const [current, before] = await Promise.all([
        groups(store.storeId, period.from, period.to),
        groups(store.storeId, previousFrom, previousTo),
      ]);
      const overall = countBy(current, () => 'all').get('all') ?? emptyCounts();
      const previous = countBy(before, () => 'all').get('all') ?? emptyCounts();
      const failures: Record<Category, number> = { customer: 0, bank: 0, system: 0 };
      const reasons = new Map<string, { reason: string; category: Category; count: number }>();
      for (const group of current) {
        if (group.outcome === 'successful') continue;
        const category = group.category ?? 'system';
        failures[category] += group.count;
        const reason = group.reason || 'Unknown';
        const entry = reasons.get(reason) ?? { reason, category, count: 0 };
        entry.count += group.count;
        reasons.set(reason, entry);
      }
      const byDay = (list: AttemptGroup[], from: string, to: string) => {
        const counts = countBy(list, (g) => g.day);
        return daysOf(from, to).map((day) => ({ day, ...(counts.get(day) ?? emptyCounts()) }));
      };
      const channels = countBy(current, (g) => g.channel);
      return {
        from: period.from,
        to: period.to,
        previousfrom: previousFrom,
        previousto: previousTo,
        overall,
        previous,
        channels: (['transfer', 'card'] as const).map((channel) => ({
          channel,
          ...(channels.get(channel) ?? emptyCounts()),
        })),
        banks: [...countBy(current, (g) => g.bank || 'Unknown').entries()]
          .map(([bank, counts]) => ({ bank, ...counts }))
          .sort((a, b) => b.attempted - a.attempted || a.bank.localeCompare(b.bank))
          .slice(0, 10),
        failures,
        reasons: [...reasons.values()].sort((a, b) => b.count - a.count).slice(0, 5),
        days: byDay(current, period.from, period.to),
        previousdays: byDay(before, previousFrom, previousTo),
      };
    },
  };
}

export type SuccessRateService = ReturnType<typeof createSuccessRateService>;

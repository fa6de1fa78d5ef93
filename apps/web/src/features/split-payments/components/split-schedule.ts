import type { SplitPayee } from '@olivia/contracts/split-payments';
import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** The name of weekday `day` (0 = Sunday) in `language`: 7 January 2024 was a Sunday. */
export const weekdayName = (language: string, day: number) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );

/** A payee's schedule in words: 'At once', 'Weekly, Monday', 'Monthly, day 15'. */
export function scheduleText(
  t: TFunction<'splitPayments'>,
  language: string,
  payee: Pick<SplitPayee, 'schedule' | 'scheduleday'>,
) {
  if (payee.schedule === 'weekly') {
    return t('schedules.weeklyOn', { day: weekdayName(language, payee.scheduleday) });
  }
  if (payee.schedule === 'monthly') return t('schedules.monthlyOn', { day: payee.scheduleday });
  return t(`schedules.${payee.schedule}`);
}

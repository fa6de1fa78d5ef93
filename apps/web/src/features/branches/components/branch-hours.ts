import type { OpeningHours } from '@olivia/contracts/branches';
import type { TFunction } from 'i18next';

/** Monday first, as merchants read a week; 0 is Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The week's hours, one line per day in order: 'Monday 09:00–18:00', closed days said so. */
export function hoursLines(t: TFunction<'branches'>, hours: OpeningHours[]): [string, string][] {
  return WEEK_ORDER.map((day) => {
    const open = hours.find((entry) => entry.day === day);
    return [t(`days.${day}`), open ? `${open.opens}–${open.closes}` : t('closed')];
  });
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRange {
  /** ISO date (yyyy-mm-dd) or undefined. */
  from: string | undefined;
  to: string | undefined;
  /** Sets one end of the range ('' clears it) and goes back to the first page. */
  setDate: (end: 'from' | 'to', value: string) => void;
  clear: () => void;
}

const read = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

/** The date range of a list, kept in the URL (`from`, `to`) beside the table's own state. */
export function useDateRange(): DateRange {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = read(searchParams.get('from'));
  const to = read(searchParams.get('to'));

  const update = useCallback(
    (changes: Partial<Record<'from' | 'to', string>>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value && ISO_DATE.test(value)) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setSearchParams],
  );

  return useMemo(
    () => ({
      from,
      to,
      setDate: (end, value) => update({ [end]: value }),
      clear: () => update({ from: '', to: '' }),
    }),
    [from, to, update],
  );
}

import { useEffect, useState } from 'react';
import type { RecordSearch, SearchGroupId, SearchHit } from './palette-searches';

/** The searches wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters than this search only the screens and actions. */
export const SEARCH_MIN_LENGTH = 2;

export type GroupResult =
  { status: 'loading' } | { status: 'done'; hits: SearchHit[] } | { status: 'failed' };

interface Answers {
  query: string;
  groups: Partial<Record<SearchGroupId, GroupResult>>;
}

/**
 * The record searches for `query`: after a pause in typing, every search at once, each group shown
 * as it answers; a newer query cancels the requests of the older one (their answers are dropped).
 * Below `SEARCH_MIN_LENGTH` characters nothing is asked.
 */
export function useRecordSearch(
  query: string,
  searches: readonly RecordSearch[],
): Partial<Record<SearchGroupId, GroupResult>> {
  const q = query.trim();
  const active = q.length >= SEARCH_MIN_LENGTH;
  const [answers, setAnswers] = useState<Answers>({ query: '', groups: {} });

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const answer = (id: SearchGroupId, result: GroupResult) => {
      if (controller.signal.aborted) return;
      setAnswers((previous) => ({
        query: q,
        groups: { ...(previous.query === q ? previous.groups : {}), [id]: result },
      }));
    };
    const timer = setTimeout(() => {
      for (const search of searches) {
        search.run(q, controller.signal).then(
          (hits) => answer(search.id, { status: 'done', hits }),
          () => answer(search.id, { status: 'failed' }),
        );
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, active, searches]);

  if (!active) return {};
  const known = answers.query === q ? answers.groups : {};
  return Object.fromEntries(
    searches.map((search) => [search.id, known[search.id] ?? { status: 'loading' }]),
  );
}

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { getSystemId } from '../../lib/session';

/** A saved view's name: 1 to this many characters, unique within its list. */
export const SAVED_FILTER_NAME_MAX = 40;

const SavedFilterSchema = z.object({
  name: z.string().trim().min(1).max(SAVED_FILTER_NAME_MAX),
  /** The list's query string without its page, e.g. `status=paid&sort=total&order=desc`. */
  search: z.string(),
});
/** One saved view of a list: its name and the search, sort and filters it brings back. */
export type SavedFilter = z.infer<typeof SavedFilterSchema>;

/**
 * Where a list's saved views live: per list and per store, so two stores signed in one after the
 * other on one browser never see each other's views.
 */
export const savedFiltersStorageKey = (listKey: string, systemId: string) =>
  `savedFilters:${listKey}:${systemId}`;

/**
 * The views stored under a key. Whatever is not a list of views (corrupt JSON, another shape) is
 * ignored, and so is each entry that is not a view or repeats an earlier name.
 */
export function parseSavedFilters(raw: string | null): SavedFilter[] {
  let stored: unknown;
  try {
    stored = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const names = new Set<string>();
  return stored.flatMap((entry: unknown) => {
    const parsed = SavedFilterSchema.safeParse(entry);
    if (!parsed.success || names.has(parsed.data.name.toLowerCase())) return [];
    names.add(parsed.data.name.toLowerCase());
    return [parsed.data];
  });
}

/** The part of a list's URL a view keeps: everything but the page (its own or a prefixed one). */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key === 'page' || key.endsWith('.page')) params.delete(key);
  }
  return params.toString();
}

/** Why a name cannot be saved, or null: required, at most 40 characters, unique in the list. */
export function filterNameProblem(
  name: string,
  existing: readonly SavedFilter[],
): 'required' | 'tooLong' | 'taken' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > SAVED_FILTER_NAME_MAX) return 'tooLong';
  const lower = trimmed.toLowerCase();
  return existing.some((filter) => filter.name.toLowerCase() === lower) ? 'taken' : null;
}

// Every mounted list hears a change made in this tab; the `storage` event brings other tabs'.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, filters: readonly SavedFilter[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(filters));
  } catch {
    // Storage full or disabled: nothing is kept, as if the browser had no storage.
  }
  for (const listener of listeners) listener();
}

/**
 * A list's saved views in this browser for the signed-in store (`savedFilters:<list>:<systemid>`
 * in local storage), with save and remove. They survive reloads and sign-outs.
 */
export function useSavedFilters(listKey: string) {
  const key = savedFiltersStorageKey(listKey, getSystemId());
  const raw = useSyncExternalStore(subscribe, () => readRaw(key));
  const filters = useMemo(() => parseSavedFilters(raw), [raw]);
  const save = useCallback(
    (filter: SavedFilter) => {
      const current = parseSavedFilters(readRaw(key));
      write(key, [...current, { name: filter.name.trim(), search: filter.search }]);
    },
    [key],
  );
  const remove = useCallback(
    (name: string) => {
      const current = parseSavedFilters(readRaw(key));
      write(
        key,
        current.filter((filter) => filter.name !== name),
      );
    },
    [key],
  );
  return { filters, save, remove };
}

import type { z } from 'zod';

/**
 * Reads a JSON entry of `storage` checked with `schema`; a missing, damaged or blocked entry
 * (private mode in some browsers) reads as `fallback`.
 */
export function readStored<T>(
  storage: () => Storage,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): T {
  try {
    const stored = storage().getItem(key);
    if (stored === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** Writes a JSON entry; without storage it simply lasts until the page closes. */
export function writeStored(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage is off or full: nothing to keep it in.
  }
}

export function removeStored(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

export const local = () => window.localStorage;
export const session = () => window.sessionStorage;

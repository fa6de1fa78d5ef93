import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's `details` (`{field: [messages]}`) under the matching fields. Returns whether
 * any field got an error, so the caller can fall back to a general message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.details[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

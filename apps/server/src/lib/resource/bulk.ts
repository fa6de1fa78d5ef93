import type { BulkResult } from '@olivia/contracts/bulk';
import { DomainError } from '../errors';

/**
 * A bulk action done one record at a time (ADR 0008's kit, issue 13): `change` runs for each id
 * in id order (so two bulk actions lock their rows in the same order), each in its own unit of
 * work. A record the change refuses with a domain error (not the store's, a move not allowed)
 * is reported with that error's message and the others go on; any other failure still fails
 * the request, as one change alone would.
 */
export async function eachInTurn(
  ids: readonly string[],
  change: (id: string) => Promise<unknown>,
): Promise<BulkResult> {
  const result: BulkResult = { done: [], refused: [] };
  for (const id of [...ids].sort()) {
    try {
      await change(id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.refused.push({ id, reason: error.message });
    }
  }
  return result;
}

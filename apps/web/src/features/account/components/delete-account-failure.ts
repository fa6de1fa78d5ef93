import { messages, serverErrors } from '@olivia/contracts/messages';
import { ApiError } from '../../../lib/api-client';

/** How a refused deletion is explained: under the password field, or above the form. */
export interface DeleteAccountFailure {
  field?: 'password';
  /** A contracts message (translated by the caller), or null for the connection message. */
  message: string | null;
}

/**
 * docs/product/rules.md: a wrong password is 'Incorrect password' under its field (as in the
 * password change); too many guesses say so; no connection gets the connection message; anything
 * else the fallback 'Failed to delete account'.
 */
export function describeDeleteAccountFailure(error: unknown): DeleteAccountFailure {
  if (!(error instanceof ApiError)) return { message: messages.failedToDeleteAccount };
  if (error.isNetworkError) return { message: null };
  if (error.message.toLowerCase().includes(serverErrors.wrongPassword)) {
    return { field: 'password', message: messages.incorrectPassword };
  }
  if (error.message === messages.tooManyAttempts) return { message: messages.tooManyAttempts };
  const fieldError = error.details?.['password']?.[0];
  if (fieldError) return { field: 'password', message: fieldError };
  return { message: messages.failedToDeleteAccount };
}

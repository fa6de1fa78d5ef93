import { messages, serverErrors } from '@olivia/contracts/messages';
import { ApiError, isServerError } from '../../../lib/api-client';
import { serverTextOr } from '../../../lib/messages';

/**
 * docs/product/rules.md Verification: a network error asks to check the connection; a BVN mismatch
 * is shown with ', as you have been blocked.' appended; other server text as it is; 'Failed to
 * verify agent' without any. An expired session has already gone to /sign-in.
 */
export function verificationFailure(
  error: unknown,
): { network: true } | { network: false; text: string; blocked: boolean } {
  if (error instanceof ApiError && error.isNetworkError) return { network: true };
  if (isServerError(error, 'bvnMismatch')) {
    return { network: false, text: serverErrors.bvnMismatch, blocked: true };
  }
  return {
    network: false,
    text: serverTextOr(error, messages.failedToVerifyAgent),
    blocked: false,
  };
}

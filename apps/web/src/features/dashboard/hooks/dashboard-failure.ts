import { ApiError, INVALID_RESPONSE_MESSAGE, isServerError } from '../../../lib/api-client';

/** What docs/product/rules.md does when the dashboard call fails. */
export type DashboardFailure = 'retry' | 'pin-step' | 'sign-in';

/**
 * docs/product/rules.md (Dashboard and traffic): a network error shows the retry screen; 'Password
 * Change for User is due....' opens the PIN step; 'Bad Request' and every other answer of the
 * server go to /sign-in. An answer that is not the dashboard's at all (a broken response, no server
 * text) is our fault, not the session's: it keeps the retry screen.
 */
export function dashboardFailureOf(error: unknown): DashboardFailure | null {
  if (error === null || error === undefined) return null;
  if (!(error instanceof ApiError) || error.isNetworkError) return 'retry';
  if (error.message === INVALID_RESPONSE_MESSAGE) return 'retry';
  if (isServerError(error, 'passwordChangeDue')) return 'pin-step';
  return 'sign-in';
}

import { messages } from '@olivia/contracts/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isServerError } from '../../../lib/api-client';
import { serverTextOr, useTranslateMessage } from '../../../lib/messages';

/** The text SPEC §8 shows for a transfer call that failed, before translation. */
export type FailureText = { network: true } | { network: false; text: string };

/**
 * SPEC §8 Transfers: a network error asks to check the connection; 'Security has passed....' on
 * validation means the account was not found; other server text is shown as it is; with no
 * text, the call's own fallback ('Unable to confirm account details', 'Transfer failed', …).
 * An expired session ('Tokens Does Not Exist....') has already sent the user to /sign-in.
 */
export function transferFailure(error: unknown, fallback: string): FailureText {
  if (error instanceof ApiError && error.isNetworkError) return { network: true };
  if (isServerError(error, 'nameEnquiryFailed')) {
    return { network: false, text: messages.accountDetailsNotFound };
  }
  return { network: false, text: serverTextOr(error, fallback) };
}

/** Turns a failure into the words shown, in the reader's language. */
export function useFailureText() {
  const { t } = useTranslation('common');
  const translate = useTranslateMessage();
  return useCallback(
    (error: unknown, fallback: string) => {
      const failure = transferFailure(error, fallback);
      return failure.network ? t('errors.network') : translate(failure.text);
    },
    [t, translate],
  );
}

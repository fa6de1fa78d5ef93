import { messages } from '@olivia/contracts/messages';
import { useCallback } from 'react';
import { isServerError } from '../../../lib/api-client';
import { useFailureText as useCallFailureText, useTranslateMessage } from '../../../lib/messages';

/**
 * docs/product/rules.md Transfers: the rule of every call (`lib/messages`), plus one of their own:
 * 'Security has passed....' on validation means the account was not found. An expired session
 * ('Tokens Does Not Exist....') has already sent the user to /sign-in.
 */
export function useFailureText() {
  const failureText = useCallFailureText();
  const translate = useTranslateMessage();
  return useCallback(
    (error: unknown, fallback: string) =>
      isServerError(error, 'nameEnquiryFailed')
        ? translate(messages.accountDetailsNotFound)
        : failureText(error, fallback),
    [failureText, translate],
  );
}

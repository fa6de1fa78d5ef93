import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { serverTextOr, useTranslateMessage } from '../../../lib/messages';

/**
 * SPEC §8 for a settlement call that failed: no connection asks to check it; otherwise the
 * server's own words ('Incorrect PIN', the PIN lock, 'Enter a valid amount', …), or the call's
 * fallback ('Unable to set settlement details', 'Settlement request was not successful').
 */
export function useFailureText() {
  const { t } = useTranslation('common');
  const translate = useTranslateMessage();
  return useCallback(
    (error: unknown, fallback: string) =>
      error instanceof ApiError && error.isNetworkError
        ? t('errors.network')
        : translate(serverTextOr(error, fallback)),
    [t, translate],
  );
}

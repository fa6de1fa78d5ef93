import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { notificationText } from '../model/notification-rules';

/** A notification's text in the reader's language, where the server gave its code. */
export function useNotificationText() {
  const { t } = useTranslation('notifications');
  return useCallback(
    (entry: Pick<RealtimeMessage, 'type' | 'message' | 'code' | 'params'>) =>
      notificationText(entry, (code, params) =>
        t(`events.${code}`, {
          amount: params.amount ?? '',
          reference: params.reference ?? '',
          account: params.account ?? '',
        }),
      ),
    [t],
  );
}

import i18n from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { isNotificationCode, notificationText } from '../model/notification-rules';

type Said = Pick<RealtimeMessage, 'type' | 'message' | 'code' | 'params'>;

const valuesOf = (params: Record<string, string>) => ({
  amount: params.amount ?? '',
  reference: params.reference ?? '',
  account: params.account ?? '',
});

/** A notification's text in the reader's language, where the server gave its code (the list). */
export function useNotificationText() {
  const { t } = useTranslation('notifications');
  return useCallback(
    (entry: Said) =>
      notificationText(entry, (code, params) => t(`events.${code}`, valuesOf(params))),
    [t],
  );
}

/**
 * The same for a toast, without holding the page's first load: the catalogue is fetched when the
 * first coded notification arrives.
 */
export async function notificationTextNow(entry: Said): Promise<string> {
  if (!isNotificationCode(entry.code)) return notificationText(entry);
  await i18n.loadNamespaces('notifications');
  const t = i18n.getFixedT(null, 'notifications');
  return notificationText(entry, (code, params) => t(`events.${code}`, valuesOf(params)));
}

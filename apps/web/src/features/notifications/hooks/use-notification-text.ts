import i18n, { type TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { NOTIFICATION_PARAMS, type NotificationParam } from '@olivia/contracts/realtime-message';
import {
  isNotificationCode,
  notificationText,
  type NotificationTranslator,
} from '../model/notification-rules';

type Said = Pick<RealtimeMessage, 'type' | 'message' | 'code' | 'params'>;

/**
 * Says a code in `t`'s language, filled with the values the server sent for it: every name the
 * code's text has (NOTIFICATION_PARAMS), '' for one missing, and nothing else of `params` (an
 * i18next option such as `lng` or `defaultValue` is no value of a notification).
 */
export function notificationTranslator(t: TFunction<'notifications'>): NotificationTranslator {
  return (code, params) => {
    const values: Partial<Record<NotificationParam, string>> = {};
    for (const name of NOTIFICATION_PARAMS[code]) values[name] = params[name] ?? '';
    return t(`events.${code}`, values);
  };
}

/** A notification's text in the reader's language, where the server gave its code (the list). */
export function useNotificationText() {
  const { t } = useTranslation('notifications');
  return useCallback((entry: Said) => notificationText(entry, notificationTranslator(t)), [t]);
}

/**
 * The same for a toast, without holding the page's first load: the catalogue is fetched when the
 * first coded notification arrives.
 */
export async function notificationTextNow(entry: Said): Promise<string> {
  if (!isNotificationCode(entry.code)) return notificationText(entry);
  await i18n.loadNamespaces('notifications');
  return notificationText(entry, notificationTranslator(i18n.getFixedT(null, 'notifications')));
}

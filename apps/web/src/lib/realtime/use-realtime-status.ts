import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../messages';
import { useRealtimeState } from './realtime-state';
import { START_CHAT_ERRORS } from './start-chat';

const START_CHAT_ERROR_KEYS = {
  [START_CHAT_ERRORS.badRequest]: 'startChat.badRequest',
  [START_CHAT_ERRORS.network]: 'startChat.network',
  [START_CHAT_ERRORS.fallback]: 'startChat.failed',
} as const;

const isStartChatError = (text: string): text is keyof typeof START_CHAT_ERROR_KEYS =>
  Object.hasOwn(START_CHAT_ERROR_KEYS, text);

/**
 * What to tell the merchant about live updates, or null while they work: the start-chat error
 * (docs/product/rules.md), a reconnect under way, or a connection that gave up.
 */
export function useRealtimeStatusText(): string | null {
  const { t } = useTranslation('realtime');
  const translateMessage = useTranslateMessage();
  const error = useRealtimeState((state) => state.error);
  const reconnecting = useRealtimeState((state) => state.reconnecting);
  const webSocketError = useRealtimeState((state) => state.webSocketError);
  if (error)
    return isStartChatError(error) ? t(START_CHAT_ERROR_KEYS[error]) : translateMessage(error);
  if (reconnecting) return t('status.reconnecting');
  if (webSocketError) return t('status.unavailable');
  return null;
}

import { useNavigate } from 'react-router';
import { isTypingMessage, type ReceivedMessage } from '../../../lib/realtime/frames';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { toastNotification } from '../../../lib/toast';
import { playDing, useDingUnlock } from '../hooks/use-ding';
import { notificationKind, notificationPath, notificationText } from '../model/notification-rules';
import { addNotification, markRead } from '../model/notifications-store';

interface NotificationsListenerProps {
  /** A credit or debit arrived: the balance and the transactions changed. */
  onMoneyMovement: () => void;
}

/**
 * SPEC §4 Notifications, on every signed-in page: each message of the store's channel is listed,
 * rung and toasted once; clicking the toast opens what it is about.
 */
export function NotificationsListener({ onMoneyMovement }: NotificationsListenerProps) {
  const navigate = useNavigate();
  useDingUnlock();

  useRealtime({
    onMessage: (message: ReceivedMessage) => {
      // The connection shows typing; it is neither listed nor announced.
      if (isTypingMessage(message)) return;
      // Even a repeat refreshes: another tab may have listed it first, and this tab's balance
      // is as old as ever.
      if (notificationKind(message.type) === 'money') onMoneyMovement();
      if (addNotification(message) === 'replaced') return;
      playDing();
      const path = notificationPath(message.type);
      toastNotification(
        notificationText(message),
        path
          ? () => {
              markRead(message);
              void navigate(path);
            }
          : undefined,
      );
    },
  });
  return null;
}

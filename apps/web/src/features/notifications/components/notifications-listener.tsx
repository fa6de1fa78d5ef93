import { READ_RECEIPT_TYPE } from '@olivia/contracts/realtime';
import { useNavigate } from 'react-router';
import { isTypingMessage, type ReceivedMessage } from '../../../lib/realtime/frames';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { toastNotification } from '../../../lib/toast';
import { playDing, useDingUnlock } from '../hooks/use-ding';
import { notificationTextNow } from '../hooks/use-notification-text';
import { notificationKind, notificationPath } from '../model/notification-rules';
import { addNotification, markRead } from '../model/notifications-store';

interface NotificationsListenerProps {
  /** A credit or debit arrived: the balance and the transactions changed. */
  onMoneyMovement: () => void;
}

/**
 * docs/product/records.md Notifications, on every signed-in page: each message of the store's
 * channel is listed, rung and toasted once; clicking the toast opens what it is about.
 */
export function NotificationsListener({ onMoneyMovement }: NotificationsListenerProps) {
  const navigate = useNavigate();
  useDingUnlock();

  useRealtime({
    onMessage: (message: ReceivedMessage) => {
      // The connection shows typing; it is neither listed nor announced. A frame another client
      // sent (relayed) is never a notification, whatever it says (issue 25).
      if (message.relayed || isTypingMessage(message)) return;
      // A customer read the thread (/chats shows it), and what the store's own staff wrote in
      // another tab: neither is news to the merchant.
      if (message.type === READ_RECEIPT_TYPE) return;
      if (message.type === 'chat' && !message.fromclient) return;
      // Even a repeat refreshes: another tab may have listed it first, and this tab's balance
      // is as old as ever.
      if (notificationKind(message.type) === 'money') onMoneyMovement();
      if (addNotification(message) !== 'added') return;
      playDing();
      const path = notificationPath(message);
      const open = path
        ? () => {
            markRead(message);
            void navigate(path);
          }
        : undefined;
      void notificationTextNow(message).then((text) => toastNotification(text, open));
    },
  });
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NotificationsListener } from '../../../features/notifications/components/notifications-listener';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { refreshMoney } from '../../../lib/refresh-money';

/**
 * The store's live channel on every signed-in page: notifications, and the money queries
 * refreshed when money moves or when the socket comes back after missing events.
 */
export function RealtimeHost() {
  const queryClient = useQueryClient();
  // The wallet (its balance, pending top-ups a credit may settle) and the transactions.
  const refresh = useCallback(() => void refreshMoney(queryClient), [queryClient]);
  useRealtime({ onReconnect: refresh });
  return <NotificationsListener onMoneyMovement={refresh} />;
}

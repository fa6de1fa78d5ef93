import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NotificationsListener } from '../../../features/notifications/components/notifications-listener';
import { resourceKeys } from '../../../lib/resource-keys';
import { useRealtime } from '../../../lib/realtime/use-realtime';

/**
 * The store's live channel on every signed-in page: notifications, and the money queries
 * refreshed when money moves or when the socket comes back after missing events.
 */
export function RealtimeHost() {
  const queryClient = useQueryClient();
  const refreshMoney = useCallback(() => {
    // The wallet (its balance, pending top-ups a credit may settle) and the transactions.
    for (const queryKey of [resourceKeys('wallet').all, resourceKeys('transactions').all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
  useRealtime({ onReconnect: refreshMoney });
  return <NotificationsListener onMoneyMovement={refreshMoney} />;
}

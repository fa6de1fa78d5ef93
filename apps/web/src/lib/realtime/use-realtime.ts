import { useEffect, useEffectEvent } from 'react';
import type { ReceivedMessage } from './frames';
import { subscribeRealtime, type RealtimeListener } from './realtime-connection';

/**
 * Listens to the signed-in store's channel while the calling component is mounted. The handlers
 * may change on every render; the socket stays the same.
 */
export function useRealtime({ onMessage, onReconnect }: RealtimeListener = {}): void {
  const handleMessage = useEffectEvent((message: ReceivedMessage) => onMessage?.(message));
  const handleReconnect = useEffectEvent(() => onReconnect?.());
  useEffect(
    () => subscribeRealtime({ onMessage: handleMessage, onReconnect: handleReconnect }),
    [],
  );
}

import { TYPING_EVERY_MS } from '@olivia/contracts/realtime';
import { useCallback, useRef } from 'react';
import { announceTyping, type ConversationAccess } from '../api/customer-chat-api';

/**
 * Tells the store the customer is typing, at most once every TYPING_EVERY_MS, and at once when a
 * new message begins (`fresh`: the box was empty; the store's indicator ended with the last one).
 */
export function useTypingAnnouncer(access: ConversationAccess): (fresh?: boolean) => void {
  const lastAt = useRef<number | null>(null);
  return useCallback(
    (fresh = false) => {
      const now = Date.now();
      if (!fresh && lastAt.current !== null && now - lastAt.current < TYPING_EVERY_MS) return;
      lastAt.current = now;
      // Only a hint for the store: a lost one is not worth a word to the customer.
      announceTyping(access).catch(() => undefined);
    },
    [access],
  );
}

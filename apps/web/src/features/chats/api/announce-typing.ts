import { TYPING_EVERY_MS } from '@olivia/contracts/realtime';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Tells the customer the store is typing (their widget shows it for a few seconds). */
export function announceTyping(id: string) {
  return callEndpoint(chatEndpoints.typing, { params: { id } });
}

/**
 * What to call on every keystroke in conversation `id`: it announces typing at most once every
 * TYPING_EVERY_MS, and at once when a new message begins (`fresh`: the box was empty), since
 * the customer's indicator ended with the last message. A lost announcement only hides the
 * indicator, so failures are ignored.
 */
export function useAnnounceTyping(id: string): (fresh?: boolean) => void {
  const { mutate } = useMutation({ mutationKey: chatKeys.typing(), mutationFn: announceTyping });
  const last = useRef<{ id: string; at: number } | null>(null);
  return useCallback(
    (fresh = false) => {
      const now = Date.now();
      if (!fresh && last.current?.id === id && now - last.current.at < TYPING_EVERY_MS) return;
      last.current = { id, at: now };
      mutate(id);
    },
    [id, mutate],
  );
}

import type { MessageHeading } from '@olivia/contracts/chat';
import { useEffect, useRef } from 'react';
import { useMarkChatRead } from '../api/chats-api';
import { useDocumentVisible } from './use-document-visible';

/**
 * The open thread is read as soon as the merchant can see it: on opening, when a customer's
 * message arrives while it is on screen, and when the tab comes back into view.
 */
export function useMarkReadWhenSeen(heading: MessageHeading | undefined): void {
  const visible = useDocumentVisible();
  const { mutate } = useMarkChatRead();
  const inFlight = useRef<string | null>(null);
  const id = heading?.id;
  const unread = heading?.unread ?? 0;

  useEffect(() => {
    if (!id || unread === 0 || !visible || inFlight.current === id) return;
    inFlight.current = id;
    mutate(id, {
      onSettled: () => {
        inFlight.current = null;
      },
    });
  }, [id, unread, visible, mutate]);
}

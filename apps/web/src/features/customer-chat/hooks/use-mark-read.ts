import { useEffect, useRef } from 'react';
import { markConversationRead, type ConversationAccess } from '../api/customer-chat-api';

/**
 * While the panel is open, tells the server the customer has seen the store's newest message:
 * once per message, when it is shown or when it arrives.
 */
export function useMarkRead(
  access: ConversationAccess,
  open: boolean,
  newestStoreMessageId: string | undefined,
): void {
  const markedId = useRef<string | null>(null);
  useEffect(() => {
    if (!open || newestStoreMessageId === undefined) return;
    if (markedId.current === newestStoreMessageId) return;
    markedId.current = newestStoreMessageId;
    markConversationRead(access).catch(() => {
      // Tried again with the next message or the next opening.
      markedId.current = null;
    });
  }, [access, open, newestStoreMessageId]);
}

import type { ChatMessagesPage } from '@olivia/contracts/chat';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { getConversationMessages, type ConversationAccess } from '../api/customer-chat-api';
import { EMPTY_THREAD, threadReducer } from '../model/thread';

/**
 * The conversation's messages: the newest page on mount, earlier pages on demand, and what the
 * caller adds (sent or heard), each id once.
 */
export function useConversationThread(access: ConversationAccess) {
  const [thread, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
  const [failed, setFailed] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  const showLatest = useCallback((page: ChatMessagesPage) => {
    dispatch({ type: 'latest', page });
    setFailed(false);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getConversationMessages(access, undefined, controller.signal).then(showLatest, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [access, showLatest]);

  /** The newest page again, merged into what is shown (after a reconnect: what was missed). */
  const refresh = useCallback(() => {
    getConversationMessages(access).then(showLatest, () => setFailed(true));
  }, [access, showLatest]);

  const oldestId = thread.messages[0]?.id;
  const loadEarlier = useCallback(async () => {
    if (oldestId === undefined) return;
    setLoadingEarlier(true);
    try {
      dispatch({ type: 'earlier', page: await getConversationMessages(access, oldestId) });
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoadingEarlier(false);
    }
  }, [access, oldestId]);

  return { thread, dispatch, failed, refresh, loadEarlier, loadingEarlier };
}

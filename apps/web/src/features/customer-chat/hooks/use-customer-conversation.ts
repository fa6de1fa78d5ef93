import type { CustomerConversation } from '@olivia/contracts/chat';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getConversation, type ConversationAccess } from '../api/customer-chat-api';

/** The later of two moments; '' (never) is earlier than any. */
function later(current: string, next: string): string {
  const at = (value: string) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);
  return at(next) > at(current) ? next : current;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The conversation as its customer sees it: `initial` when it was just started, else fetched. A
 * 404 means the store deleted it: `onGone`.
 */
export function useCustomerConversation(
  access: ConversationAccess,
  initial: CustomerConversation | undefined,
  onGone: () => void,
) {
  const [conversation, setConversation] = useState<CustomerConversation | null>(initial ?? null);
  const goneOnMount = useEffectEvent(onGone);

  const hasInitial = initial !== undefined;
  useEffect(() => {
    if (hasInitial) return;
    const controller = new AbortController();
    getConversation(access, controller.signal).then(setConversation, (error: unknown) => {
      if (!controller.signal.aborted && isGone(error)) goneOnMount();
    });
    return () => controller.abort();
  }, [access, hasInitial]);

  /** Fetches it again (its read state may have changed while the channel was lost). */
  const reload = useCallback(() => {
    getConversation(access).then(setConversation, (error: unknown) => {
      if (isGone(error)) onGone();
    });
  }, [access, onGone]);

  /** A read receipt: the store read the thread up to `datetime`. */
  const storeReadUntil = useCallback((datetime: string) => {
    setConversation((current) =>
      current ? { ...current, storereadat: later(current.storereadat, datetime) } : current,
    );
  }, []);

  return { conversation, reload, storeReadUntil };
}

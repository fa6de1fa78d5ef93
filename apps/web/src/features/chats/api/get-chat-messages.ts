import type { ChatMessage, ChatMessagesPage, ChatMessagesQuery } from '@olivia/contracts/chat';
import { CHAT_PAGE_SIZE } from '@olivia/contracts/chat';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** A page of a thread's history, oldest first: the latest, or the one `before` a message id. */
export function getChatMessages(
  id: string,
  query: ChatMessagesQuery,
  signal?: AbortSignal,
): Promise<ChatMessagesPage> {
  return callEndpoint(chatEndpoints.messages, { params: { id }, query, signal });
}

/**
 * A thread as pages going back in time: the first page is the latest (live messages join it),
 * each next one is `before` the oldest message loaded.
 */
export const chatMessagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      getChatMessages(id, { before: pageParam, size: CHAT_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ChatMessagesPage) => (page.more ? page.content[0]?.id : undefined),
    staleTime: 0,
  });

/** The thread's messages in reading order, each once (a live echo of a sent one is the same). */
export function useChatMessages(id: string) {
  const result = useInfiniteQuery(chatMessagesQueryOptions(id));
  const messages = useMemo(() => {
    const seen = new Set<string>();
    const list: ChatMessage[] = [];
    for (const page of (result.data?.pages ?? []).toReversed()) {
      for (const message of page.content) {
        if (seen.has(message.id)) continue;
        seen.add(message.id);
        list.push(message);
      }
    }
    return list;
  }, [result.data]);
  return { messages, result };
}

/** A thread as the screen reads it: its messages, and the query (pages, errors). */
export type ChatThreadMessages = ReturnType<typeof useChatMessages>;

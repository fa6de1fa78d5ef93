import type { ChatHeadsQuery, MessageHeading, MessageHeadingList } from '@olivia/contracts/chat';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { chatKeys, type ChatHeadsFilters } from './chat-keys';

/** Conversations per "Load more". */
export const CHAT_HEADS_PAGE_SIZE = 20;

/** One page of the store's conversations, newest message first. */
export function getChatHeads(
  query: ChatHeadsQuery,
  signal?: AbortSignal,
): Promise<MessageHeadingList> {
  return callEndpoint(chatEndpoints.list, { query, signal });
}

/** Whether the server has conversations beyond `page` (a capped total is a lower bound). */
const nextPage = (page: MessageHeadingList): number | undefined => {
  if (page.content.length < page.size) return undefined;
  const more = page.totalCapped === true || (page.page + 1) * page.size < page.total;
  return more ? page.page + 1 : undefined;
};

export const chatHeadsQueryOptions = (filters: ChatHeadsFilters) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getChatHeads({ ...filters, page: pageParam, size: CHAT_HEADS_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    // Live frames keep it current while /chats is open; coming back, it is fetched again.
    staleTime: 0,
  });

/**
 * The conversation list of /chats, page after page. A conversation that moved up while more
 * pages loaded comes back in a later page: it is shown once, where it was first.
 */
export function useChatHeads(filters: ChatHeadsFilters) {
  const result = useInfiniteQuery(chatHeadsQueryOptions(filters));
  const heads = useMemo(() => {
    const seen = new Set<string>();
    const list: MessageHeading[] = [];
    for (const head of result.data?.pages.flatMap((page) => page.content) ?? []) {
      if (seen.has(head.id)) continue;
      seen.add(head.id);
      list.push(head);
    }
    return list;
  }, [result.data]);
  return { heads, result };
}

/** The list query as the screen reads it (pages, Load more, errors). */
export type ChatHeadsResult = ReturnType<typeof useChatHeads>['result'];

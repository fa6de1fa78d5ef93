import type {
  ChatHeadsQuery,
  ChatMessage,
  ChatMessagesPage,
  ChatMessagesQuery,
  MessageHeading,
  MessageHeadingList,
  SendChatMessageRequest,
} from '@olivia/contracts/chat';
import { CHAT_PAGE_SIZE } from '@olivia/contracts/chat';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { TYPING_EVERY_MS } from '@olivia/contracts/realtime';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { chatKeys, recordMessage, updateHeading } from './chat-cache';

/** What narrows the conversation list: the search and the unread filter (pages are loaded on). */
export type ChatHeadsFilters = Pick<ChatHeadsQuery, 'q' | 'unread'>;

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

/** Each item once, in order: an item met again on a later page keeps its first place. */
function once<T extends { id: string }>(items: Iterable<T>): T[] {
  const seen = new Set<string>();
  const list: T[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    list.push(item);
  }
  return list;
}

/**
 * The conversation list of /chats, page after page. A conversation that moved up while more
 * pages loaded comes back in a later page: it is shown once, where it was first.
 */
export function useChatHeads(filters: ChatHeadsFilters) {
  const result = useInfiniteQuery(chatHeadsQueryOptions(filters));
  const heads = useMemo(
    () => once(result.data?.pages.flatMap((page) => page.content) ?? []),
    [result.data],
  );
  return { heads, result };
}

/** The list query as the screen reads it (pages, Load more, errors). */
export type ChatHeadsResult = ReturnType<typeof useChatHeads>['result'];

export function getChatHead(id: string, signal?: AbortSignal): Promise<MessageHeading> {
  return callEndpoint(chatEndpoints.get, { params: { id }, signal });
}

interface OpenHeadingSource {
  /** The conversations the list loaded. */
  heads: readonly MessageHeading[];
  /** Whether the list has answered: until then, the open one may still come with it. */
  listReady: boolean;
}

/**
 * The open conversation: from the list on screen when it holds it, otherwise (a link to one
 * further down, or outside the search) fetched on its own.
 */
export function useChatHead(id: string | null, { heads, listReady }: OpenHeadingSource) {
  const listed = id === null ? undefined : heads.find((head) => head.id === id);
  const query = useQuery({
    queryKey: chatKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getChatHead(id ?? '', signal),
    enabled: id !== null && listReady && listed === undefined,
  });
  return { heading: listed ?? (id === null ? undefined : query.data), query };
}

/** The open conversation as the screen reads it: the heading, and the query that may fetch it. */
export type OpenChatHead = ReturnType<typeof useChatHead>;

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
  const messages = useMemo(
    () => once((result.data?.pages ?? []).toReversed().flatMap((page) => page.content)),
    [result.data],
  );
  return { messages, result };
}

/** A thread as the screen reads it: its messages, and the query (pages, errors). */
export type ChatThreadMessages = ReturnType<typeof useChatMessages>;

export interface SendChatMessageVariables {
  headid: string;
  body: SendChatMessageRequest;
}

/** The store's reply; the answer is the stored message (also published on the channel). */
export function sendChatMessage({ headid, body }: SendChatMessageVariables): Promise<ChatMessage> {
  return callEndpoint(chatEndpoints.send, { params: { id: headid }, body });
}

/** Sends a reply and puts the stored message in its thread and list, once, echo or not. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.mutation('send'),
    mutationFn: sendChatMessage,
    onSuccess: (message) => {
      if (!recordMessage(queryClient, message)) {
        return queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      }
      return undefined;
    },
  });
}

/** Everything the customer sent so far is read: their widget shows it seen. */
export function markChatRead(id: string): Promise<MessageHeading> {
  return callEndpoint(chatEndpoints.read, { params: { id } });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.mutation('read'),
    mutationFn: markChatRead,
    onSuccess: (_heading, id) => updateHeading(queryClient, id, (head) => ({ ...head, unread: 0 })),
  });
}

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
  const { mutate } = useMutation({
    mutationKey: chatKeys.mutation('typing'),
    mutationFn: announceTyping,
  });
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

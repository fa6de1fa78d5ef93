import type { ChatHeadsQuery } from '@olivia/contracts/chat';

/** What narrows the conversation list: the search and the unread filter (pages are loaded on). */
export type ChatHeadsFilters = Pick<ChatHeadsQuery, 'q' | 'unread'>;

/** The chats feature's query and mutation keys: every one starts with 'chats'. */
export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (filters: ChatHeadsFilters) => [...chatKeys.lists(), filters] as const,
  details: () => [...chatKeys.all, 'detail'] as const,
  detail: (id: string) => [...chatKeys.details(), id] as const,
  threads: () => [...chatKeys.all, 'thread'] as const,
  thread: (id: string) => [...chatKeys.threads(), id] as const,
  send: () => [...chatKeys.all, 'send'] as const,
  read: () => [...chatKeys.all, 'read'] as const,
  typing: () => [...chatKeys.all, 'typing'] as const,
};

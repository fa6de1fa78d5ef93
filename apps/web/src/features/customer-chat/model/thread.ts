import type { ChatMessage, ChatMessagesPage } from '@olivia/contracts/chat';

/** The messages on screen: oldest first, each id once. */
export interface Thread {
  messages: readonly ChatMessage[];
  /** Whether older messages remain on the server ("Load earlier"). */
  more: boolean;
  /** Whether the newest page arrived at least once. */
  loaded: boolean;
}

export const EMPTY_THREAD: Thread = { messages: [], more: false, loaded: false };

export type ThreadAction =
  /** The newest page: on first load, or again after the channel was lost. */
  | { type: 'latest'; page: ChatMessagesPage }
  /** The page before the oldest message shown. */
  | { type: 'earlier'; page: ChatMessagesPage }
  /** One message: sent from here, or heard on the channel. */
  | { type: 'received'; message: ChatMessage };

/** Ids are the server's sequence numbers (digits): a longer or larger one is newer. */
function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The messages of both, once each (a socket's echo of a sent message is the same id). */
function merge(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

export function threadReducer(thread: Thread, action: ThreadAction): Thread {
  switch (action.type) {
    case 'latest':
      return {
        messages: merge(thread.messages, action.page.content),
        // A refetch of the newest page says nothing about pages already loaded before it.
        more: thread.loaded ? thread.more : action.page.more,
        loaded: true,
      };
    case 'earlier':
      return {
        ...thread,
        messages: merge(thread.messages, action.page.content),
        more: action.page.more,
      };
    case 'received':
      if (thread.messages.some((message) => message.id === action.message.id)) return thread;
      return { ...thread, messages: merge(thread.messages, [action.message]) };
  }
}

/** The newest of the customer's own messages the store has read (`storereadat`), if any. */
export function lastSeenId(messages: readonly ChatMessage[], storereadat: string): string | null {
  const readAt = Date.parse(storereadat);
  if (Number.isNaN(readAt)) return null;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.fromclient && Date.parse(message.createdat) <= readAt) return message.id;
  }
  return null;
}

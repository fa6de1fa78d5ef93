import type {
  ChatMessage,
  ChatMessagesPage,
  MessageHeading,
  MessageHeadingList,
} from '@olivia/contracts/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('chats');

/** The chats area's keys; a conversation's messages, page by page, are its `thread`. */
export const chatKeys = {
  ...keys,
  threads: () => keys.extra('thread'),
  thread: (id: string) => keys.extra('thread', id),
};

type HeadsData = InfiniteData<MessageHeadingList, number>;
type ThreadData = InfiniteData<ChatMessagesPage, string | undefined>;

const time = (iso: string) => Date.parse(iso) || 0;

const mapHeads = (data: HeadsData, change: (head: MessageHeading) => MessageHeading) => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, content: page.content.map(change) })),
});

/** Changes conversation `id` wherever it is cached: in every list loaded, and on its own. */
export function updateHeading(
  queryClient: QueryClient,
  id: string,
  change: (head: MessageHeading) => MessageHeading,
): void {
  const changeIt = (head: MessageHeading) => (head.id === id ? change(head) : head);
  queryClient.setQueryData<MessageHeading>(chatKeys.detail(id), (head) => head && change(head));
  queryClient.setQueriesData<HeadsData>(
    { queryKey: chatKeys.lists() },
    (data) => data && mapHeads(data, changeIt),
  );
}

/**
 * Adds `message` to the end of its thread's latest page, unless it is there. Whether it was new.
 */
function addToThread(queryClient: QueryClient, message: ChatMessage): boolean {
  const key = chatKeys.thread(message.headid);
  const data = queryClient.getQueryData<ThreadData>(key);
  if (!data) return true;
  if (data.pages.some((page) => page.content.some((m) => m.id === message.id))) return false;
  const [latest, ...earlier] = data.pages;
  const first = latest ?? { content: [], more: false };
  queryClient.setQueryData<ThreadData>(key, {
    ...data,
    pages: [{ ...first, content: [...first.content, message] }, ...earlier],
  });
  return true;
}

/** The conversation after `message`: its last message, and one more unread if the customer's. */
function withLastMessage(head: MessageHeading, message: ChatMessage, isNew: boolean) {
  if (time(message.createdat) < time(head.lastmessageat)) return head;
  return {
    ...head,
    lastmessage: message.message,
    lastmessageat: message.createdat,
    lastfromclient: message.fromclient,
    unread: head.unread + (isNew && message.fromclient ? 1 : 0),
  };
}

/** The list with `head` first (newest message first), out of whichever page held it. */
function moveToTop(data: HeadsData, head: MessageHeading): HeadsData {
  const pages = data.pages.map((page) => ({
    ...page,
    content: page.content.filter((other) => other.id !== head.id),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, content: [head, ...first.content] }, ...rest] };
}

/**
 * A message sent or received: it joins its thread (once, by id) and its conversation moves to the
 * top of every list holding it. Returns whether any loaded list held it; if none did, it is a
 * conversation the lists have not seen yet.
 */
export function recordMessage(queryClient: QueryClient, message: ChatMessage): boolean {
  const isNew = addToThread(queryClient, message);
  let listed = false;
  queryClient.setQueriesData<HeadsData>({ queryKey: chatKeys.lists() }, (data) => {
    const head = data?.pages.flatMap((page) => page.content).find((h) => h.id === message.headid);
    if (!data || !head) return data;
    listed = true;
    const next = withLastMessage(head, message, isNew);
    return next === head ? data : moveToTop(data, next);
  });
  queryClient.setQueryData<MessageHeading>(
    chatKeys.detail(message.headid),
    (head) => head && withLastMessage(head, message, isNew),
  );
  return listed;
}

/** The customer read the thread at `at`: the store's messages up to then are seen. */
export function recordClientRead(queryClient: QueryClient, headid: string, at: string): void {
  updateHeading(queryClient, headid, (head) =>
    time(at) > time(head.clientreadat) ? { ...head, clientreadat: at } : head,
  );
}

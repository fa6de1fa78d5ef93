import type { ChatMessage, MessageHeading } from '@olivia/contracts/chat';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { chatSession } from '../../../test/realtime-api';

/** Conversation n's id (the API takes UUIDs). */
export const headId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const NAMES = ['Bola Ade', 'Chidi Eze', 'Dayo Obi'];

/** Conversation n: newer n, newer last message (n = 1 is the newest). */
export const heading = (n: number, overrides: Partial<MessageHeading> = {}): MessageHeading => ({
  id: headId(n),
  url: 'ada-stores',
  createdat: '2026-03-01T09:00:00.000Z',
  channel: `co_${n}`,
  clientemail: `customer${n}@example.com`,
  clientphone: `+23480100000${n}`,
  clientname: NAMES[n - 1] ?? `Customer ${n}`,
  email: 'ada@example.com',
  name: 'Ada Stores',
  lastmessage: `Last words of ${n}`,
  lastmessageat: new Date(Date.UTC(2026, 2, 5, 14, 0) - n * 60_000).toISOString(),
  lastfromclient: true,
  unread: 0,
  clientreadat: '',
  ...overrides,
});

/** Message `id` of conversation `headid`, the customer's unless said otherwise. */
export const chatMessage = (
  id: number,
  headid: string,
  overrides: Partial<ChatMessage> = {},
): ChatMessage => {
  const at = new Date(Date.UTC(2026, 2, 5, 13, 0) + id * 1000).toISOString();
  return {
    id: String(id),
    headid,
    message: `Message ${id}`,
    type: 'chat',
    datetime: at,
    createdat: at,
    fromclient: true,
    ...overrides,
  };
};

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'startChat' | 'list' | 'get' | 'messages' | 'send' | 'read' | 'typing';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname.replace('/api/olivia/chat', '');
  if (path === '/start-chat') return 'startChat';
  if (path === '/heads') return 'list';
  const [, , , action] = path.split('/');
  if (!/^\/heads\/[\w-]+/.test(path)) return undefined;
  if (action === 'messages') return method === 'POST' ? 'send' : 'messages';
  if (action === 'read') return 'read';
  if (action === 'typing') return 'typing';
  return action === undefined ? 'get' : undefined;
};

const idOf = (url: string) => new URL(url, 'http://localhost').pathname.split('/')[5] ?? '';
const searchOf = (url: string) => new URL(url, 'http://localhost').searchParams;

/**
 * A fake of the chat API holding `heads` and `threads` (sending changes both); each answer may be
 * replaced. Start-chat hands out the store's channel, so the screen's socket opens.
 */
export function mockChatsApi(
  heads: MessageHeading[],
  threads: Record<string, ChatMessage[]> = {},
  answers: Partial<Record<Operation, Answer>> = {},
) {
  let nextId = 1000;
  let sessions = 0;
  const find = (url: string) => heads.find((head) => head.id === idOf(url));
  const defaults: Record<Operation, Answer> = {
    startChat: () => jsonResponse(200, chatSession((sessions += 1))),
    list: ({ url }) => {
      const search = searchOf(url);
      const q = search.get('q')?.toLowerCase() ?? '';
      const page = Number(search.get('page') ?? 0);
      const size = Number(search.get('size') ?? 10);
      const found = heads
        .filter((h) =>
          [h.clientname, h.clientemail, h.clientphone].join(' ').toLowerCase().includes(q),
        )
        .filter((h) => search.get('unread') !== 'true' || h.unread > 0)
        .sort((a, b) => b.lastmessageat.localeCompare(a.lastmessageat));
      const content = found.slice(page * size, (page + 1) * size);
      return jsonResponse(200, { content, total: found.length, page, size });
    },
    get: ({ url }) => {
      const head = find(url);
      return head ? jsonResponse(200, head) : jsonResponse(404, { error: 'Not Found' });
    },
    messages: ({ url }) => {
      const search = searchOf(url);
      const before = search.get('before');
      const size = Number(search.get('size') ?? 30);
      const older = (threads[idOf(url)] ?? []).filter(
        (m) => !before || Number(m.id) < Number(before),
      );
      return jsonResponse(200, { content: older.slice(-size), more: older.length > size });
    },
    send: ({ url, body }) => {
      const head = find(url);
      if (!head) return jsonResponse(404, { error: 'Not Found' });
      const { message } = body as { message: string };
      nextId += 1;
      // Stored now: after everything the fixtures hold.
      const at = new Date(Date.UTC(2026, 2, 5, 15, 0) + nextId * 1000).toISOString();
      const sent = chatMessage(nextId, head.id, {
        message,
        fromclient: false,
        datetime: at,
        createdat: at,
      });
      (threads[head.id] ??= []).push(sent);
      Object.assign(head, {
        lastmessage: message,
        lastmessageat: sent.createdat,
        lastfromclient: false,
      });
      return jsonResponse(201, sent);
    },
    read: ({ url }) => {
      const head = find(url);
      if (head) head.unread = 0;
      return head ? jsonResponse(200, head) : jsonResponse(404, { error: 'Not Found' });
    },
    typing: () => jsonResponse(200, { status: 200, message: 'Typing sent' }),
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(searchOf(request?.url ?? ''));

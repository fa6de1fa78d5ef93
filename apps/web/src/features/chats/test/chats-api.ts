import type { ChatMessage, MessageHeading } from '@olivia/contracts/chat';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';
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

type Answer = () => Response | Promise<Response>;
type Operation = 'startChat' | 'list' | 'get' | 'messages' | 'send' | 'read' | 'typing';

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
  const find = (id: string) => heads.find((head) => head.id === id);
  const notFound = () => jsonResponse(404, { error: 'Not Found' });
  return fakeApi(
    fakeEndpoint(
      realtimeEndpoints.startChat,
      answers.startChat ?? (() => chatSession((sessions += 1))),
    ),
    fakeEndpoint(
      chatEndpoints.list,
      answers.list ??
        (({ query }) => {
          const q = query.q?.toLowerCase() ?? '';
          const page = Number(query.page ?? 0);
          const size = Number(query.size ?? 10);
          const found = heads
            .filter((h) =>
              [h.clientname, h.clientemail, h.clientphone].join(' ').toLowerCase().includes(q),
            )
            .filter((h) => query.unread !== 'true' || h.unread > 0)
            .sort((a, b) => b.lastmessageat.localeCompare(a.lastmessageat));
          const content = found.slice(page * size, (page + 1) * size);
          return { content, total: found.length, page, size };
        }),
    ),
    fakeEndpoint(chatEndpoints.get, answers.get ?? (({ params }) => find(params.id) ?? notFound())),
    fakeEndpoint(
      chatEndpoints.messages,
      answers.messages ??
        (({ params, query }) => {
          const size = Number(query.size ?? 30);
          const older = (threads[params.id] ?? []).filter(
            (m) => !query.before || Number(m.id) < Number(query.before),
          );
          return { content: older.slice(-size), more: older.length > size };
        }),
    ),
    fakeEndpoint(
      chatEndpoints.send,
      answers.send ??
        (({ params, body }) => {
          const head = find(params.id);
          if (!head) return notFound();
          nextId += 1;
          // Stored now: after everything the fixtures hold.
          const at = new Date(Date.UTC(2026, 2, 5, 15, 0) + nextId * 1000).toISOString();
          const sent = chatMessage(nextId, head.id, {
            message: body.message,
            fromclient: false,
            datetime: at,
            createdat: at,
          });
          (threads[head.id] ??= []).push(sent);
          Object.assign(head, {
            lastmessage: body.message,
            lastmessageat: sent.createdat,
            lastfromclient: false,
          });
          return sent;
        }),
    ),
    fakeEndpoint(
      chatEndpoints.read,
      answers.read ??
        (({ params }) => {
          const head = find(params.id);
          if (head) head.unread = 0;
          return head ?? notFound();
        }),
    ),
    fakeEndpoint(
      chatEndpoints.typing,
      answers.typing ?? (() => ({ status: 200, message: 'Typing sent' })),
    ),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

import type { ChatMessage, CustomerConversation } from '@olivia/contracts/chat';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const CONVERSATION_ID = '00000000-0000-4000-8000-0000000000c1';
export const CONVERSATION_TOKEN = 'secret-1';

export const conversation = (
  overrides: Partial<CustomerConversation> = {},
): CustomerConversation => ({
  id: CONVERSATION_ID,
  storename: 'Corner Shop',
  clientname: 'Ada',
  createdat: '2026-03-05T14:00:00.000Z',
  storereadat: '',
  ...overrides,
});

/** Message number `id`, a minute after the previous one; the store's unless `fromclient`. */
export const chatMessage = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(id),
  headid: CONVERSATION_ID,
  message: `Message ${id}`,
  type: 'chat',
  datetime: `2026-03-05T14:${String(id).padStart(2, '0')}:00.000Z`,
  createdat: `2026-03-05T14:${String(id).padStart(2, '0')}:00.000Z`,
  fromclient: false,
  ...overrides,
});

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'store' | 'start' | 'get' | 'socket' | 'messages' | 'send' | 'read' | 'typing';

const PUBLIC = '/api/olivia/chat/public';
const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (!path.startsWith(PUBLIC)) return undefined;
  const rest = path.slice(PUBLIC.length);
  if (/^\/stores\/[\w-]+$/.test(rest)) return 'store';
  if (/^\/stores\/[\w-]+\/conversations$/.test(rest)) return 'start';
  const action = /^\/conversations\/[\w-]+(?:\/(\w+))?$/.exec(rest)?.[1];
  if (action === undefined) return /^\/conversations\/[\w-]+$/.test(rest) ? 'get' : undefined;
  if (action === 'messages') return method === 'POST' ? 'send' : 'messages';
  return (['socket', 'read', 'typing'] as const).find((name) => name === action);
};

/**
 * A fake of the public chat API around one conversation holding `messages` (send appends);
 * each answer may be replaced. Returns every request, to look at by operation.
 */
export function mockCustomerChatApi(
  messages: ChatMessage[] = [],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  let sockets = 0;
  const defaults: Record<Operation, Answer> = {
    store: () => jsonResponse(200, { name: 'Corner Shop', url: 'https://corner.example' }),
    start: ({ body }) =>
      jsonResponse(201, {
        conversation: conversation({ clientname: (body as { clientname: string }).clientname }),
        token: CONVERSATION_TOKEN,
      }),
    get: () => jsonResponse(200, conversation()),
    socket: () => {
      sockets += 1;
      return jsonResponse(200, {
        apikey: 'key-1',
        channel: 'cv_conversation',
        clusterid: 'local',
        jwt: `jwt-${sockets}`,
      });
    },
    messages: () => jsonResponse(200, { content: messages, more: false }),
    send: ({ body }) => {
      const last = Number(messages.at(-1)?.id ?? 0);
      const sent = chatMessage(last + 1, {
        message: (body as { message: string }).message,
        fromclient: true,
      });
      messages.push(sent);
      return jsonResponse(201, sent);
    },
    read: () => jsonResponse(200, conversation()),
    typing: () => jsonResponse(200, { status: 200, message: 'ok' }),
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  return {
    requests,
    /** The requests of one operation, oldest first. */
    calls: (operation: Operation) =>
      requests.filter((request) => operationOf(request) === operation),
  };
}

import type { ChatMessage, CustomerConversation } from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';

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

type Answer = (call: { query: Record<string, string> }) => Response | Promise<Response>;
type Operation = keyof typeof publicChatEndpoints;

/**
 * A fake of the public chat API around one conversation holding `messages` (send appends);
 * each answer may be replaced. `of(endpoint)` gives one endpoint's requests, oldest first.
 */
export function mockCustomerChatApi(
  messages: ChatMessage[] = [],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  let sockets = 0;
  const chat = publicChatEndpoints;
  return fakeApi(
    fakeEndpoint(
      chat.store,
      answers.store ?? (() => ({ name: 'Corner Shop', url: 'https://corner.example' })),
    ),
    fakeEndpoint(
      chat.start,
      answers.start ??
        (({ body }) => ({
          conversation: conversation({ clientname: body.clientname }),
          token: CONVERSATION_TOKEN,
        })),
    ),
    fakeEndpoint(chat.get, answers.get ?? (() => conversation())),
    fakeEndpoint(
      chat.socket,
      answers.socket ??
        (() => {
          sockets += 1;
          const jwt = `jwt-${sockets}`;
          return { apikey: 'key-1', channel: 'cv_conversation', clusterid: 'local', jwt };
        }),
    ),
    fakeEndpoint(chat.messages, answers.messages ?? (() => ({ content: messages, more: false }))),
    fakeEndpoint(
      chat.send,
      answers.send ??
        (({ body }) => {
          const last = Number(messages.at(-1)?.id ?? 0);
          const sent = chatMessage(last + 1, { message: body.message, fromclient: true });
          messages.push(sent);
          return sent;
        }),
    ),
    fakeEndpoint(chat.read, answers.read ?? (() => conversation())),
    fakeEndpoint(chat.typing, answers.typing ?? (() => ({ status: 200, message: 'ok' }))),
  );
}

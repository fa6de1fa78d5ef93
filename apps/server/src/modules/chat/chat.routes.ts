import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_TOKEN_HEADER } from '@olivia/contracts/chat';
import { chatEndpoints, publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { ChatService, CustomerKey } from './chat.service';

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
const ok = (message: string) => ({ status: 200, message });

/** The store's side of live chat: any signed-in user of the store. */
export async function chatRoutes(app: FastifyInstance, opts: { chat: ChatService }) {
  const { chat } = opts;
  const storeOf = (request: FastifyRequest) => sessionOf(request).storeId;

  route(app, chatEndpoints.list, (r) => chat.list(storeOf(r), r.query));
  route(app, chatEndpoints.get, (r) => chat.get(storeOf(r), r.params.id));
  route(app, chatEndpoints.messages, (r) => chat.messages(storeOf(r), r.params.id, r.query));
  route(
    app,
    chatEndpoints.send,
    (r) => chat.reply(sessionOf(r), r.params.id, r.body),
    perMinute(120),
  );
  route(app, chatEndpoints.read, (r) => chat.readByStore(storeOf(r), r.params.id), perMinute(120));
  route(
    app,
    chatEndpoints.typing,
    async (r) => {
      await chat.storeTyping(storeOf(r), r.params.id);
      return ok('Typing');
    },
    perMinute(60),
  );
}

/** A customer's conversation: its id in the path, its secret in the header `chattoken`. */
function customerKey(request: FastifyRequest<{ Params: { id: string } }>): CustomerKey {
  const header = request.headers[CHAT_TOKEN_HEADER];
  return { id: request.params.id, token: Array.isArray(header) ? header[0] : header };
}

/**
 * The customer's side, public: every call is limited per address, starting a conversation most
 * of all (each one is a row in the store's inbox).
 */
export async function publicChatRoutes(app: FastifyInstance, opts: { chat: ChatService }) {
  const { chat } = opts;
  const hourly = { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } };

  route(app, publicChatEndpoints.store, (r) => chat.publicStore(r.params.slug), perMinute(120));
  route(app, publicChatEndpoints.start, (r) => chat.start(r.params.slug, r.body), hourly);
  route(app, publicChatEndpoints.get, (r) => chat.conversation(customerKey(r)), perMinute(120));
  route(
    app,
    publicChatEndpoints.socket,
    (r) => chat.conversationSocket(customerKey(r)),
    perMinute(60),
  );
  route(
    app,
    publicChatEndpoints.messages,
    (r) => chat.customerMessages(customerKey(r), r.query),
    perMinute(120),
  );
  route(
    app,
    publicChatEndpoints.send,
    (r) => chat.customerSend(customerKey(r), r.body),
    perMinute(30),
  );
  route(app, publicChatEndpoints.read, (r) => chat.readByClient(customerKey(r)), perMinute(60));
  route(
    app,
    publicChatEndpoints.typing,
    async (r) => {
      await chat.customerTyping(customerKey(r));
      return ok('Typing');
    },
    perMinute(60),
  );
}

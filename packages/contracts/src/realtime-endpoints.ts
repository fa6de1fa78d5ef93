import { apiPrefixes, defineEndpoint } from './endpoint';
import { StartChatResponseSchema } from './realtime';

/** The channel server's HTTP side (docs/api.md `GET chat/start-chat`). */
export const realtimeEndpoints = {
  /** The store's private channel and a 60-second, single-use token to open it. */
  startChat: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/chat/start-chat',
    auth: 'session',
    response: StartChatResponseSchema,
  }),
};

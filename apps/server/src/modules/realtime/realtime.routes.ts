import '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHANNEL_ID, channelSocketPath, CLOSE_CODES } from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { refuseAuthentication, serveChannelSocket } from './channel-socket';
import type { OriginPolicy } from './origin-policy';
import type { RealtimeService } from './realtime.service';

/**
 * Each open and reopen of a socket asks for a token: generous for tabs and reconnects (which back
 * off), but not a way to fill the token table.
 */
const startChatLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/** docs/api.md `GET chat/start-chat`, under the main API prefix. */
export async function startChatRoutes(app: FastifyInstance, opts: { realtime: RealtimeService }) {
  route(
    app,
    realtimeEndpoints.startChat,
    (request) => opts.realtime.startChat(sessionOf(request)),
    startChatLimit,
  );
}

const SocketParams = z.object({ channel: z.string().regex(CHANNEL_ID) });
/** PieSocket's query; other parameters its SDK adds (source, v, uuid...) are ignored. */
const SocketQuery = z.object({
  api_key: z.string().max(200),
  notify_self: z.enum(['0', '1']).default('0'),
  /** Named only to be refused: a token in a URL ends up in logs and histories. */
  jwt: z.string().optional(),
});

/**
 * The channel sockets, `/v3/<channel>`, outside the API (docs/engineering.md#realtime). A malformed
 * handshake is answered 400 before the upgrade; everything else is told by a close code after it.
 */
export async function channelSocketRoutes(
  app: FastifyInstance,
  opts: { realtime: RealtimeService; origins: OriginPolicy },
) {
  app.get<{ Params: z.infer<typeof SocketParams>; Querystring: z.infer<typeof SocketQuery> }>(
    channelSocketPath(':channel'),
    { websocket: true, schema: { params: SocketParams, querystring: SocketQuery } },
    (socket, request) => {
      if (!opts.origins.allows(request.headers.origin, request.headers.host)) {
        socket.close(CLOSE_CODES.originRefused, 'origin not allowed');
        return;
      }
      const { api_key: apiKey, notify_self: notifySelf, jwt } = request.query;
      if (apiKey !== opts.realtime.apiKey || jwt !== undefined) {
        refuseAuthentication(socket);
        return;
      }
      const { channel } = request.params;
      serveChannelSocket(socket, channel, notifySelf === '1', opts.realtime.socketDeps);
    },
  );
}

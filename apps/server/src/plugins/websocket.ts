import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, MAX_FRAME_BYTES } from '@olivia/contracts/realtime';

/** How long closing sockets get to answer the close at shutdown before they are cut. */
const SHUTDOWN_GRACE_MS = 2000;

/**
 * WebSockets for the whole app, registered before any route so an upgrade to a route that has
 * no socket is closed rather than left hanging. A frame over 64 KiB closes its socket with 1009
 * (ws does it). At shutdown every socket is told 1001 ("going away": reconnect, perhaps to
 * another process); the plugin's own close, which sends no code, runs after this one.
 */
export async function registerWebSockets(app: FastifyInstance): Promise<void> {
  app.addHook('preClose', async () => {
    const sockets = [...app.websocketServer.clients];
    for (const socket of sockets) socket.close(CLOSE_CODES.goingAway, 'server shutting down');
    await Promise.race([
      Promise.all(sockets.map((socket) => once(socket, 'close'))),
      sleep(SHUTDOWN_GRACE_MS, undefined, { ref: false }),
    ]);
    for (const socket of sockets) socket.terminate();
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    errorHandler: (error, socket, request) => {
      // ws has already sent the close for a protocol error (1009 and the like); a cut here
      // would drop that frame before it leaves.
      request.log.debug({ err: error }, 'websocket error');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });
}

import type { WebSocket } from 'ws';

/**
 * Pings every watched socket each interval and terminates one that did not answer the last
 * ping: a peer that vanished without a close (sleeping laptop, dropped network) is noticed, and
 * proxies that cut idle connections see traffic.
 */
export function createHeartbeat(intervalMs: number) {
  const answered = new Map<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, alive] of answered) {
      if (!alive) {
        answered.delete(socket);
        socket.terminate();
        continue;
      }
      answered.set(socket, false);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(socket: WebSocket): void {
      answered.set(socket, true);
      socket.on('pong', () => {
        if (answered.has(socket)) answered.set(socket, true);
      });
      socket.once('close', () => answered.delete(socket));
    },
    stop: () => clearInterval(timer),
  };
}

export type Heartbeat = ReturnType<typeof createHeartbeat>;

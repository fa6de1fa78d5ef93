import type { WebSocket } from 'ws';

/** Sessions looked up per query: well under PostgreSQL's parameter limit. */
const CHUNK = 1000;

/**
 * Closes the sockets whose session has ended (signed out, revoked by a password change or a
 * disabled sub-user, expired, or its store deleted): every interval, one query per thousand
 * sessions asks which of the sockets' sessions still live, and the others are closed as a
 * failed authentication would be (the client then asks start-chat, which answers 401).
 */
export function createSessionWatch(deps: {
  liveSessions: (ids: string[]) => Promise<Set<string>>;
  end: (socket: WebSocket) => void;
  intervalMs: number;
  onError: (error: unknown) => void;
}) {
  const sessionOf = new Map<WebSocket, string>();

  async function sweep(): Promise<void> {
    if (sessionOf.size === 0) return;
    const ids = [...new Set(sessionOf.values())];
    const live = new Set<string>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      for (const id of await deps.liveSessions(ids.slice(start, start + CHUNK))) live.add(id);
    }
    for (const [socket, id] of sessionOf) {
      if (live.has(id)) continue;
      sessionOf.delete(socket);
      deps.end(socket);
    }
  }

  const timer = setInterval(() => sweep().catch(deps.onError), deps.intervalMs);
  timer.unref();
  return {
    watch(socket: WebSocket, sessionId: string): void {
      sessionOf.set(socket, sessionId);
      socket.once('close', () => sessionOf.delete(socket));
    },
    stop: () => clearInterval(timer),
  };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;

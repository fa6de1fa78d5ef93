import { channelSocketPath, CLOSE_CODES, type StartChatResponse } from '@olivia/contracts/realtime';
import { reconnectDelayMs } from './backoff';
import type { ChannelFrame } from './frames';

/**
 * Where a channel connection stands (the store's flags of docs/product/records.md are mapped from
 * it).
 */
export interface ChannelStatus {
  /** A start call (the channel and a fresh token) is in flight. */
  loading: boolean;
  /** The last start call answered: the socket is being opened or is open. */
  started: boolean;
  /** Why the last start call failed; null once one succeeds. */
  startError: unknown;
  /** The socket failed or closed unexpectedly and is not open now. */
  webSocketError: boolean;
  /** A new attempt (a fresh start call, then a socket) is scheduled or under way. */
  reconnecting: boolean;
}

export const CHANNEL_IDLE: ChannelStatus = {
  loading: false,
  started: false,
  startError: null,
  webSocketError: false,
  reconnecting: false,
};

export interface ChannelConnectionOptions<M> {
  /**
   * Asks for the channel and a single-use token (docs/engineering.md#realtime); tokens are never
   * reused.
   */
  start: (signal: AbortSignal) => Promise<StartChatResponse>;
  /** Reads a frame: the admission, a message for `onMessage`, or null to ignore it. */
  parse: (data: unknown) => ChannelFrame<M>;
  onMessage: (message: M) => void;
  /** The server took the token; `again` when a socket was admitted before (frames were missed). */
  onAdmitted?: (again: boolean) => void;
  /** The server or the network closed the socket (the connection may try again). */
  onLost?: () => void;
  onStatus?: (status: ChannelStatus) => void;
  /** Whether a failed start may work later (back-off) or will not (the connection gives up). */
  isTransient: (error: unknown) => boolean;
}

export interface ChannelConnection {
  /** Opens the channel; nothing happens while it is already running. */
  start: () => void;
  /** Closes the socket (1000) and cancels every pending call and retry. */
  stop: () => void;
}

/** A connection admitted this long ago was healthy: the next loss starts the back-off again. */
const STABLE_AFTER_MS = 5_000;

/** `ws(s)://<this host>/v3/<channel>?api_key=…&notify_self=1`, never with the token in it. */
function socketUrl(session: StartChatResponse): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ api_key: session.apikey, notify_self: '1' });
  return `${scheme}://${location.host}${channelSocketPath(encodeURIComponent(session.channel))}?${query}`;
}

/**
 * One channel of the self-hosted channel server (docs/engineering.md#realtime): a start call for a
 * token, the socket, the token as its first frame, and after a loss a fresh token with a growing
 * back-off. A refused token (4001) gets one fresh retry; a refused origin (4003) stops at once.
 */
export function createChannelConnection<M>(
  options: ChannelConnectionOptions<M>,
): ChannelConnection {
  let status: ChannelStatus = { ...CHANNEL_IDLE };
  let running = false;
  let socket: WebSocket | null = null;
  let startCall: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Reconnects since the connection was last stable; the back-off grows with it. */
  let attempt = 0;
  /** A refused token gets one fresh one (it may have expired on a slow network), not two. */
  let retriedAuth = false;
  /** Whether the server admitted a socket since start(): the next admission is a reconnect. */
  let hasBeenAdmitted = false;

  function update(change: Partial<ChannelStatus>): void {
    status = { ...status, ...change };
    options.onStatus?.(status);
  }

  function scheduleReconnect(): void {
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    update({ reconnecting: true });
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
  }

  /** Nothing more is tried until stop() and start() again. */
  function giveUp(): void {
    update({ webSocketError: true, reconnecting: false });
  }

  function handleClose(code: number, admittedAt: number | null): void {
    options.onLost?.();
    if (code === CLOSE_CODES.originRefused) return giveUp();
    if (code === CLOSE_CODES.authFailed) {
      if (retriedAuth) return giveUp();
      retriedAuth = true;
      update({ webSocketError: true, reconnecting: true });
      void connect();
      return;
    }
    if (admittedAt !== null && Date.now() - admittedAt >= STABLE_AFTER_MS) attempt = 0;
    update({ webSocketError: true });
    scheduleReconnect();
  }

  /** The server took the token: from now on the channel's frames arrive. */
  function admitted(): void {
    retriedAuth = false;
    update({ webSocketError: false, reconnecting: false });
    options.onAdmitted?.(hasBeenAdmitted);
    hasBeenAdmitted = true;
  }

  function open(session: StartChatResponse): void {
    let ws: WebSocket;
    try {
      ws = new WebSocket(socketUrl(session));
    } catch {
      // The browser refused the URL itself (a channel it cannot address): retrying will not help.
      return giveUp();
    }
    let admittedAt: number | null = null;
    socket = ws;
    // docs/engineering.md#realtime: the token travels in the first frame, where logs and proxies do
    // not keep it.
    ws.onopen = () => ws.send(JSON.stringify({ auth: session.jwt }));
    ws.onmessage = (event: MessageEvent) => {
      const frame = options.parse(event.data);
      if (frame?.kind === 'connected') {
        admittedAt = Date.now();
        admitted();
      } else if (frame?.kind === 'message') {
        options.onMessage(frame.message);
      }
    };
    ws.onerror = () => update({ webSocketError: true });
    ws.onclose = (event: CloseEvent) => {
      socket = null;
      handleClose(event.code, admittedAt);
    };
  }

  /** A fresh start call (tokens are single-use), then the socket. */
  async function connect(): Promise<void> {
    const call = new AbortController();
    startCall = call;
    update({ loading: true });
    let session: StartChatResponse;
    try {
      session = await options.start(call.signal);
    } catch (error) {
      if (call.signal.aborted) return;
      update({ loading: false, started: false, startError: error });
      if (options.isTransient(error)) scheduleReconnect();
      else giveUp();
      return;
    } finally {
      if (startCall === call) startCall = null;
    }
    if (call.signal.aborted) return;
    update({ loading: false, started: true, startError: null });
    open(session);
  }

  return {
    start() {
      if (running) return;
      running = true;
      void connect();
    },
    stop() {
      running = false;
      startCall?.abort();
      startCall = null;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      if (socket) {
        // Detached first: this close is ours and must not schedule a reconnect.
        socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
        socket.close(1000);
        socket = null;
      }
      attempt = 0;
      retriedAuth = false;
      hasBeenAdmitted = false;
      status = { ...CHANNEL_IDLE };
      options.onStatus?.(status);
    },
  };
}

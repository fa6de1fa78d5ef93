import { channelSocketPath, CLOSE_CODES, type StartChatResponse } from '@olivia/contracts/realtime';
import { useSession } from '../session';
import { reconnectDelayMs } from './backoff';
import { isTypingMessage, parseFrame, type ReceivedMessage } from './frames';
import { REALTIME_IDLE, useRealtimeState } from './realtime-state';
import { isTransientStartChatError, startChat, startChatErrorMessage } from './start-chat';

/** What a screen hears from the store's channel. */
export interface RealtimeListener {
  onMessage?: (message: ReceivedMessage) => void;
  /** The channel is back after being lost: what happened meanwhile was not heard. */
  onReconnect?: () => void;
}

/** A connection admitted this long ago was healthy: the next loss starts the back-off again. */
const STABLE_AFTER_MS = 5_000;
/** 'is typing....' frames repeat while the customer types; silence this long means they stopped. */
const TYPING_CLEARS_AFTER_MS = 4_000;

const listeners = new Set<RealtimeListener>();
const setState = useRealtimeState.setState;

let running = false;
let socket: WebSocket | null = null;
let startChatCall: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let typingTimer: ReturnType<typeof setTimeout> | undefined;
/** Reconnects since the connection was last stable; the back-off grows with it. */
let attempt = 0;
/**
 * A refused token gets one fresh one (it may have expired on a slow network); a second refusal
 * before any token is taken stops the connection.
 */
let retriedAuth = false;
/** Whether the server admitted a socket since start(): the next admission is a reconnect. */
let hasBeenAdmitted = false;

/** `ws(s)://<this host>/v3/<channel>?api_key=…&notify_self=1`, never with the token in it. */
function socketUrl(session: StartChatResponse): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ api_key: session.apikey, notify_self: '1' });
  return `${scheme}://${location.host}${channelSocketPath(encodeURIComponent(session.channel))}?${query}`;
}

function scheduleReconnect(): void {
  const delay = reconnectDelayMs(attempt);
  attempt += 1;
  setState({ reconnecting: true });
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void connect();
  }, delay);
}

/** Nothing more is tried until the session changes or every listener has left and one returns. */
function giveUp(): void {
  setState({ webSocketError: true, reconnecting: false });
}

function setTyping(typing: boolean): void {
  clearTimeout(typingTimer);
  setState({ typing });
  if (typing) typingTimer = setTimeout(() => setState({ typing: false }), TYPING_CLEARS_AFTER_MS);
}

function deliver(message: ReceivedMessage): void {
  if (isTypingMessage(message)) setTyping(true);
  else if (message.type === 'chat') setTyping(false);
  for (const listener of listeners) listener.onMessage?.(message);
}

function handleClose(code: number, admittedAt: number | null): void {
  setTyping(false);
  if (code === CLOSE_CODES.originRefused) return giveUp();
  if (code === CLOSE_CODES.authFailed) {
    if (retriedAuth) return giveUp();
    retriedAuth = true;
    setState({ webSocketError: true, reconnecting: true });
    void connect();
    return;
  }
  if (admittedAt !== null && Date.now() - admittedAt >= STABLE_AFTER_MS) attempt = 0;
  setState({ webSocketError: true });
  scheduleReconnect();
}

/** The server took the token: from now on the channel's messages arrive. */
function admitted(): void {
  retriedAuth = false;
  setState({ webSocketError: false, reconnecting: false });
  if (hasBeenAdmitted) for (const listener of listeners) listener.onReconnect?.();
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
  // DESIGN §6: the token travels in the first frame, where logs and proxies do not keep it.
  ws.onopen = () => ws.send(JSON.stringify({ auth: session.jwt }));
  ws.onmessage = (event: MessageEvent) => {
    const frame = parseFrame(event.data);
    if (frame?.kind === 'connected') {
      admittedAt = Date.now();
      admitted();
    } else if (frame?.kind === 'message') {
      deliver(frame.message);
    }
  };
  ws.onerror = () => setState({ webSocketError: true });
  ws.onclose = (event: CloseEvent) => {
    socket = null;
    handleClose(event.code, admittedAt);
  };
}

/** A fresh start-chat (tokens are single-use), then the socket. */
async function connect(): Promise<void> {
  const call = new AbortController();
  startChatCall = call;
  setState({ loading: true });
  let session: StartChatResponse;
  try {
    session = await startChat(call.signal);
  } catch (error) {
    if (call.signal.aborted) return;
    setState({ loading: false, signIn: false, error: startChatErrorMessage(error) });
    if (isTransientStartChatError(error)) scheduleReconnect();
    else giveUp();
    return;
  } finally {
    if (startChatCall === call) startChatCall = null;
  }
  if (call.signal.aborted) return;
  setState({ loading: false, signIn: true, error: null });
  open(session);
}

function start(): void {
  if (running || !useSession.getState().user) return;
  running = true;
  void connect();
}

function stop(): void {
  running = false;
  startChatCall?.abort();
  startChatCall = null;
  clearTimeout(retryTimer);
  clearTimeout(typingTimer);
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
  setState({ ...REALTIME_IDLE });
}

/**
 * Listens to the store's channel. One socket serves every listener: the first one opens it, the
 * last one to leave closes it. Returns the function that stops listening.
 */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

// The channel belongs to the signed-in store: signing out (here or in another tab) closes it, and
// another sign-in opens the new store's channel for the screens still listening.
useSession.subscribe((state, previous) => {
  if (state.user === previous.user) return;
  stop();
  if (listeners.size > 0) start();
});

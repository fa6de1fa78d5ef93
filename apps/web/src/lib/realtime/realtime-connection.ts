import { useSession } from '../session';
import { createChannelConnection, type ChannelStatus } from './channel-connection';
import { isTypingMessage, parseFrame, type ReceivedMessage } from './frames';
import { REALTIME_IDLE, useRealtimeState } from './realtime-state';
import { isTransientStartChatError, startChat, startChatErrorMessage } from './start-chat';

/** What a screen hears from the store's channel. */
export interface RealtimeListener {
  onMessage?: (message: ReceivedMessage) => void;
  /** The channel is back after being lost: what happened meanwhile was not heard. */
  onReconnect?: () => void;
}

/** 'is typing....' frames repeat while the customer types; silence this long means they stopped. */
const TYPING_CLEARS_AFTER_MS = 4_000;

const listeners = new Set<RealtimeListener>();
const setState = useRealtimeState.setState;

let typingTimer: ReturnType<typeof setTimeout> | undefined;

function setTyping(typing: boolean): void {
  clearTimeout(typingTimer);
  setState({ typing });
  if (typing) typingTimer = setTimeout(() => setState({ typing: false }), TYPING_CLEARS_AFTER_MS);
}

function deliver(message: ReceivedMessage): void {
  // Another client's frame, passed on by the server: a typing indicator, never a notification
  // or an event a screen acts on.
  if (message.relayed) {
    if (isTypingMessage(message)) setTyping(true);
    return;
  }
  if (isTypingMessage(message)) setTyping(true);
  else if (message.type === 'chat') setTyping(false);
  for (const listener of listeners) listener.onMessage?.(message);
}

/** docs/product/records.md's flags, with docs/product/rules.md's text for a failed start-chat. */
function showStatus(status: ChannelStatus): void {
  setState({
    loading: status.loading,
    signIn: status.started,
    error: status.startError === null ? null : startChatErrorMessage(status.startError),
    webSocketError: status.webSocketError,
    reconnecting: status.reconnecting,
  });
}

/**
 * The store's channel: start-chat (its answer kept under the keys of
 * docs/product/client-settings.md), then the socket.
 */
const connection = createChannelConnection({
  start: startChat,
  parse: parseFrame,
  onMessage: deliver,
  onAdmitted: (again) => {
    if (again) for (const listener of listeners) listener.onReconnect?.();
  },
  onLost: () => setTyping(false),
  onStatus: showStatus,
  isTransient: isTransientStartChatError,
});

function start(): void {
  if (!useSession.getState().user) return;
  connection.start();
}

function stop(): void {
  connection.stop();
  clearTimeout(typingTimer);
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

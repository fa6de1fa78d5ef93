import { create } from 'zustand';

/**
 * docs/product/records.md Chat connection: the flags screens read about the store's live channel.
 */
interface RealtimeState {
  /** start-chat answered: the store's channel and a token to open it. */
  signIn: boolean;
  /** A start-chat call is in flight. */
  loading: boolean;
  /** docs/product/rules.md's text for the last failed start-chat; null once one succeeds. */
  error: string | null;
  /** The socket failed or closed unexpectedly and is not open now. */
  webSocketError: boolean;
  /** A new attempt (a fresh start-chat, then a socket) is scheduled or under way. */
  reconnecting: boolean;
  /** A customer's 'is typing....' arrived a moment ago. */
  typing: boolean;
}

export const REALTIME_IDLE: RealtimeState = {
  signIn: false,
  loading: false,
  error: null,
  webSocketError: false,
  reconnecting: false,
  typing: false,
};

/** Written only by the connection (realtime-connection.ts); read by the header and /chats. */
export const useRealtimeState = create<RealtimeState>(() => ({ ...REALTIME_IDLE }));

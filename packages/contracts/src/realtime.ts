import { z } from 'zod';

/**
 * The self-hosted channel server (docs/engineering.md#realtime): PieSocket's model (cluster id,
 * channel, API key, notify-self) served by our own server at `/v3/<channel>`.
 */

/** A channel id: at most 30 of `[A-Za-z0-9_-]` (PieSocket's rule). */
export const CHANNEL_ID = /^[A-Za-z0-9_-]{1,30}$/;
/** Frames are JSON text of at most 64 KiB; a bigger one closes the socket. */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * How long a start-chat token may be used to open a socket, once (docs/engineering.md#realtime).
 */
export const SOCKET_TOKEN_TTL_SECONDS = 60;
/** The path of a channel's WebSocket, relative to the site. */
export const channelSocketPath = (channel: string) => `/v3/${channel}`;

/** What a client's first frame must be: the start-chat token (never in the URL). */
export const AuthFrameSchema = z.object({ auth: z.string().min(1).max(2048) });
/** How long after opening the socket the first frame may come. */
export const AUTH_TIMEOUT_SECONDS = 10;
/** The frame sent before a 4001 close (PieSocket's words; a client stops reconnecting on it). */
export const AUTH_FAILED_FRAME = { error: 'Authentication failed, provide valid jwt token.' };
/**
 * The server's answer to a good first frame: from here on the socket receives the channel's
 * messages, so this is the moment to fetch what was missed while away.
 */
export const CONNECTED_FRAME = { event: 'system:connected' };
/**
 * Sockets one channel may hold on one server process: tabs of a store's staff, or of one
 * customer. Far above real use; a stolen token cannot pile up thousands of them.
 */
export const MAX_SOCKETS_PER_CHANNEL = 200;
/** Frames a socket may send (the first included) per window before it is closed with 4008. */
export const FRAME_RATE_LIMIT = { frames: 20, seconds: 10 };

/**
 * Close codes the server uses (4000-4999 are the application's):
 * 4001 the first frame was not a valid, unused token for this channel, or came too late (or the
 * api_key is wrong, or a token was put in the URL); 4003 the Origin is not allowed; 4008 too many
 * frames; 1008 a frame the channel does not relay: after the token a client may send only a
 * typing indicator exactly as ClientTypingFrameSchema has it, so anything else (binary, not JSON,
 * another type, or any field more: a `code`, `params`, `id`, `fromclient`, `relayed`…) closes
 * the socket; 1009 a frame over 64 KiB; 1001 the server is shutting down; 4029 the channel
 * already has MAX_SOCKETS_PER_CHANNEL sockets on this server process.
 */
export const CLOSE_CODES = {
  authFailed: 4001,
  originRefused: 4003,
  rateLimited: 4008,
  channelFull: 4029,
  notRelayed: 1008,
  tooBig: 1009,
  goingAway: 1001,
} as const;

/** docs/product/records.md Chat session: the start-chat answer. */
export const StartChatResponseSchema = z.object({
  apikey: z.string(),
  channel: z.string(),
  clusterid: z.string(),
  jwt: z.string(),
});
export type StartChatResponse = z.infer<typeof StartChatResponseSchema>;

/** How often a client may announce that its person is typing (the indicator lasts 4 s). */
export const TYPING_EVERY_MS = 2500;
/**
 * The text a typing indicator carries (docs/product/records.md: it sets the typing flag, nothing
 * else).
 */
export const TYPING_MARKER = 'is typing....';
/** The real-time type of a chat read receipt: not a notification, never listed or toasted. */
export const READ_RECEIPT_TYPE = 'read';

/** The type of the one frame a client may send on a channel after its token: a typing indicator. */
export const TYPING_FRAME_TYPE = 'typing';
/**
 * '<name> is typing....' (TYPING_MARKER at the end), a name of at most 120 printable characters.
 */
const TYPING_TEXT = /^[^\p{Cc}]{0,120}is typing\.\.\.\.$/u;

/**
 * What a client may send on a channel once admitted (ADR 0013): a typing indicator and nothing
 * else, `{"type":"typing","message":"Ada is typing....","headid":"<conversation>"}` (`headid`
 * optional). Strict: a field more (`code`, `params`, `id`, `fromclient`, `relayed`, a time…)
 * and the frame is refused, the socket closed with CLOSE_CODES.notRelayed. Notifications, chat
 * messages and read receipts come from the server only, or a staff member could show the owner
 * a payment that never landed.
 */
export const ClientTypingFrameSchema = z.strictObject({
  type: z.literal(TYPING_FRAME_TYPE),
  message: z.string().regex(TYPING_TEXT),
  headid: z.string().max(64).optional(),
});
export type ClientTypingFrame = z.infer<typeof ClientTypingFrameSchema>;

/**
 * A client's typing indicator as the server relays it: rebuilt from the parsed frame (nothing
 * else the client wrote passes), stamped with the server's time and marked `relayed`, which only
 * the server adds. A frame without the mark is the server's own; a client reads a marked one as
 * a typing indicator at most, never as a notification.
 */
export const RelayedTypingFrameSchema = z.strictObject({
  type: z.literal(TYPING_FRAME_TYPE),
  message: z.string().regex(TYPING_TEXT),
  headid: z.string().max(64),
  datetime: z.string(),
  createdat: z.string(),
  relayed: z.literal(true),
});
export type RelayedTypingFrame = z.infer<typeof RelayedTypingFrameSchema>;

/** The frame the server relays for a client's typing indicator received at `at` (ISO). */
export function relayedTypingFrame(frame: ClientTypingFrame, at: string): RelayedTypingFrame {
  return {
    type: frame.type,
    message: frame.message,
    headid: frame.headid ?? '',
    datetime: at,
    createdat: at,
    relayed: true,
  };
}

export const REALTIME_TYPES = ['chat', 'order', 'credit', 'debit'] as const;

/**
 * docs/product/records.md Real-time message (its own module: the notifications list loads it with
 * the page).
 */
export {
  NOTIFICATION_CODES,
  RealtimeMessageSchema,
  type NotificationCode,
  type RealtimeMessage,
} from './realtime-message';

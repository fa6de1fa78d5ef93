import { z } from 'zod';

/**
 * The self-hosted channel server (DESIGN.md §6): PieSocket's model (cluster id, channel, API
 * key, notify-self) served by our own server at `/v3/<channel>`.
 */

/** A channel id: at most 30 of `[A-Za-z0-9_-]` (PieSocket's rule). */
export const CHANNEL_ID = /^[A-Za-z0-9_-]{1,30}$/;
/** Frames are JSON text of at most 64 KiB; a bigger one closes the socket. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** How long a start-chat token may be used to open a socket, once (DESIGN.md §6). */
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
 * frames; 1008 a frame the channel does not relay (binary, not a JSON object, or one of the
 * server's own event types); 1009 a frame over 64 KiB; 1001 the server is shutting down; 4029 the
 * channel already has MAX_SOCKETS_PER_CHANNEL sockets on this server process.
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

/** SPEC §3 Chat session: the start-chat answer. */
export const StartChatResponseSchema = z.object({
  apikey: z.string(),
  channel: z.string(),
  clusterid: z.string(),
  jwt: z.string(),
});
export type StartChatResponse = z.infer<typeof StartChatResponseSchema>;

/** How often a client may announce that its person is typing (the indicator lasts 4 s). */
export const TYPING_EVERY_MS = 2500;
/** The text a typing indicator carries (SPEC §4: it sets the typing flag, nothing else). */
export const TYPING_MARKER = 'is typing....';
/** The real-time type of a chat read receipt: not a notification, never listed or toasted. */
export const READ_RECEIPT_TYPE = 'read';

export const REALTIME_TYPES = ['chat', 'order', 'credit', 'debit'] as const;

/** SPEC §3 Real-time message (its own module: the notifications list loads it with the page). */
export {
  NOTIFICATION_CODES,
  RealtimeMessageSchema,
  type NotificationCode,
  type RealtimeMessage,
} from './realtime-message';

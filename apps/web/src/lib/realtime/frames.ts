import {
  CONNECTED_FRAME,
  RealtimeMessageSchema,
  RelayedTypingFrameSchema,
  TYPING_MARKER,
  type RealtimeMessage,
} from '@olivia/contracts/realtime';

/**
 * docs/product/records.md: a real-time message as the app keeps it. `fromclient` is the server's
 * when it says (chat messages: the customer's, or false for the store's own staff); otherwise true,
 * as docs/product marks every received message. `relayed`: another client of the channel sent it
 * and the server only passed it on (ADR 0013), so it is a typing indicator and nothing more.
 */
export type ReceivedMessage = RealtimeMessage & { fromclient: boolean; relayed?: true };

/**
 * docs/product/records.md: a frame whose text contains the typing marker is an indicator, not a
 * message.
 */
export function isTypingMessage(message: RealtimeMessage): boolean {
  return message.message.includes(TYPING_MARKER);
}

/** A channel's frame as the app reads it: the server's admission of the token, or a message. */
export type ChannelFrame<M> = { kind: 'connected' } | { kind: 'message'; message: M } | null;

/**
 * Reads a frame: the server's admission, what `read` makes of any other JSON, or null for the
 * rest (binary or non-JSON data, the `{error}` sent before a 4001, shapes `read` refuses).
 */
export function readChannelFrame<M>(
  data: unknown,
  read: (json: unknown) => M | null,
): ChannelFrame<M> {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if ((json as { event?: unknown } | null)?.event === CONNECTED_FRAME.event) {
    return { kind: 'connected' };
  }
  const message = read(json);
  return message === null ? null : { kind: 'message', message };
}

/** Whether the server marked a frame as a client's, passed on (it never marks its own). */
const isRelayed = (json: unknown) =>
  typeof json === 'object' && json !== null && Object.hasOwn(json, 'relayed');

/**
 * A store channel's frame: a real-time message, `fromclient` true unless the server says. A frame
 * the server relayed from another client is read only as the typing indicator it must be, with
 * none of a notification's fields; any other relayed frame is ignored. Only the server's own
 * frames may be worded, listed or toasted as notifications (issue 25).
 */
export function parseFrame(data: unknown): ChannelFrame<ReceivedMessage> {
  return readChannelFrame(data, (json) => {
    if (isRelayed(json)) {
      const relayed = RelayedTypingFrameSchema.safeParse(json);
      if (!relayed.success) return null;
      const { type, message, headid, datetime, createdat } = relayed.data;
      return { type, message, headid, datetime, createdat, fromclient: true, relayed: true };
    }
    const parsed = RealtimeMessageSchema.safeParse(json);
    if (!parsed.success) return null;
    return { ...parsed.data, fromclient: parsed.data.fromclient ?? true };
  });
}

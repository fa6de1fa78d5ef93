import { TYPING_MARKER } from '@olivia/contracts/realtime';
import {
  CONNECTED_FRAME,
  RealtimeMessageSchema,
  type RealtimeMessage,
} from '@olivia/contracts/realtime';

/**
 * SPEC §3: a real-time message as the app keeps it. `fromclient` is the server's when it says
 * (chat messages: the customer's, or false for the store's own staff); otherwise true, as SPEC
 * marks every received message.
 */
export type ReceivedMessage = RealtimeMessage & { fromclient: boolean };

/** SPEC §4: a frame whose text contains the typing marker is an indicator, not a message. */
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

/** A store channel's frame: a real-time message, `fromclient` true unless the server says. */
export function parseFrame(data: unknown): ChannelFrame<ReceivedMessage> {
  return readChannelFrame(data, (json) => {
    const parsed = RealtimeMessageSchema.safeParse(json);
    if (!parsed.success) return null;
    return { ...parsed.data, fromclient: parsed.data.fromclient ?? true };
  });
}

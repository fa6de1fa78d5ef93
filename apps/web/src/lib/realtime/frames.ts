import { TYPING_MARKER } from '@olivia/contracts/chat';
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

/** What a server frame means to the app. */
type Frame = { kind: 'connected' } | { kind: 'message'; message: ReceivedMessage };

/** SPEC §4: a frame whose text contains the typing marker is an indicator, not a message. */
export function isTypingMessage(message: RealtimeMessage): boolean {
  return message.message.includes(TYPING_MARKER);
}

function isConnectedFrame(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    (json as { event?: unknown }).event === CONNECTED_FRAME.event
  );
}

/**
 * What a frame carries: the server's admission of the token, a real-time message, or null for
 * anything else (binary or non-JSON data, the `{error}` sent before a 4001, other shapes).
 */
export function parseFrame(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (isConnectedFrame(json)) return { kind: 'connected' };
  const parsed = RealtimeMessageSchema.safeParse(json);
  return parsed.success
    ? { kind: 'message', message: { ...parsed.data, fromclient: parsed.data.fromclient ?? true } }
    : null;
}

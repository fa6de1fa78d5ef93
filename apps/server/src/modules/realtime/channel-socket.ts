import type { RawData, WebSocket } from 'ws';
import {
  AUTH_FAILED_FRAME,
  AuthFrameSchema,
  ClientTypingFrameSchema,
  CLOSE_CODES,
  CONNECTED_FRAME,
  FRAME_RATE_LIMIT,
  relayedTypingFrame,
} from '@olivia/contracts/realtime';
import type { ChannelHub, Membership } from './channel-hub';
import type { Heartbeat } from './heartbeat';
import type { SessionWatch } from './session-watch';

/** A socket let in: a store's staff (watched for the end of their session) or a customer. */
export interface Admission {
  sessionId?: string;
}

export interface ChannelSocketDeps {
  /** Who `jwt` lets into `channel` (using it up), or null when it does not. */
  admit(channel: string, jwt: string): Promise<Admission | null>;
  hub: ChannelHub;
  heartbeat: Heartbeat;
  sessions: SessionWatch;
  authTimeoutMs: number;
  /** The server's clock: a relayed typing indicator carries its time. */
  now(): Date;
  onError(error: unknown): void;
}

/** ws hands text frames over as one Buffer (binaryType 'nodebuffer'); the type allows more. */
function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What the channel relays of a client's frame, or null when it relays nothing: only a typing
 * indicator exactly as ClientTypingFrameSchema has it, rebuilt from the parsed fields and marked
 * `relayed` (ADR 0013). Notifications, chat messages and read receipts come from the server
 * only: a staff member forging a "credit" to the store's other tabs would show the owner a
 * payment that never landed, and a relayed chat message would be one nobody sent.
 */
function relayable(text: string, at: Date): string | null {
  const frame = ClientTypingFrameSchema.safeParse(parse(text));
  return frame.success ? JSON.stringify(relayedTypingFrame(frame.data, at.toISOString())) : null;
}

/** PieSocket's refusal: an error frame (the client stops reconnecting), then 4001. */
export function refuseAuthentication(socket: WebSocket): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify(AUTH_FAILED_FRAME));
  socket.close(CLOSE_CODES.authFailed, 'authentication failed');
}

/** At most FRAME_RATE_LIMIT.frames per window, the window starting at its first frame. */
function frameLimiter() {
  const windowMs = FRAME_RATE_LIMIT.seconds * 1000;
  let windowStart = Number.NEGATIVE_INFINITY;
  let frames = 0;
  return () => {
    const now = performance.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      frames = 0;
    }
    frames += 1;
    return frames <= FRAME_RATE_LIMIT.frames;
  };
}

/**
 * One channel socket after its Origin and api_key passed (docs/engineering.md#realtime): the first
 * frame must be `{"auth": jwt}` within the timeout; after it the socket receives the channel and
 * its typing indicators are relayed (anything else closes it). Frames arriving while the token is
 * checked wait for the answer.
 */
export function serveChannelSocket(
  socket: WebSocket,
  channel: string,
  notifySelf: boolean,
  deps: ChannelSocketDeps,
): void {
  deps.heartbeat.watch(socket);
  const withinLimit = frameLimiter();
  const authTimer = setTimeout(() => refuseAuthentication(socket), deps.authTimeoutMs);
  let waiting = true;
  let membership: Membership | undefined;
  const early: string[] = [];

  const authenticate = async (text: string) => {
    const frame = AuthFrameSchema.safeParse(parse(text));
    const admission = frame.success
      ? await deps.admit(channel, frame.data.auth).catch((error: unknown) => {
          deps.onError(error);
          return null;
        })
      : null;
    if (socket.readyState !== socket.OPEN) return;
    if (!admission) return refuseAuthentication(socket);
    membership = deps.hub.join(channel, socket, notifySelf) ?? undefined;
    if (!membership) return socket.close(CLOSE_CODES.channelFull, 'too many sockets');
    if (admission.sessionId) deps.sessions.watch(socket, admission.sessionId);
    socket.send(JSON.stringify(CONNECTED_FRAME));
    for (const queued of early.splice(0)) membership.relay(queued);
  };

  socket.on('message', (data, isBinary) => {
    if (!withinLimit()) return socket.close(CLOSE_CODES.rateLimited, 'too many frames');
    if (isBinary) return socket.close(CLOSE_CODES.notRelayed, 'text frames only');
    const text = textOf(data);
    if (waiting) {
      clearTimeout(authTimer);
      waiting = false;
      void authenticate(text);
      return;
    }
    const frame = relayable(text, deps.now());
    if (frame === null) return socket.close(CLOSE_CODES.notRelayed, 'frame not relayed');
    if (membership) membership.relay(frame);
    else early.push(frame);
  });
  socket.once('close', () => {
    clearTimeout(authTimer);
    membership?.leave();
  });
}

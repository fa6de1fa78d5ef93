import type { RawData, WebSocket } from 'ws';
import {
  AUTH_FAILED_FRAME,
  AuthFrameSchema,
  CLOSE_CODES,
  CONNECTED_FRAME,
  FRAME_RATE_LIMIT,
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
  onError(error: unknown): void;
}

/**
 * Types only the server may send: a member forging "credit" to the store's other tabs would show
 * a payment that never landed (SPEC §3: types containing these words); chat messages and read
 * receipts are stored first, so a relayed one would be a message nobody sent.
 */
const SERVER_ONLY_TYPE = /order|credit|debit|^chat$|^read$/i;

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

/** A client's frame the channel passes on: a JSON object that does not pose as the server. */
function isRelayable(text: string): boolean {
  const value = parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const type = (value as { type?: unknown }).type;
  return !(typeof type === 'string' && SERVER_ONLY_TYPE.test(type));
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
 * One channel socket after its Origin and api_key passed (DESIGN.md §6): the first frame must
 * be `{"auth": jwt}` within the timeout; after it the socket receives the channel and its JSON
 * frames are relayed. Frames arriving while the token is checked wait for the answer.
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
    } else if (!isRelayable(text)) {
      socket.close(CLOSE_CODES.notRelayed, 'frame not relayed');
    } else if (membership) {
      membership.relay(text);
    } else {
      early.push(text);
    }
  });
  socket.once('close', () => {
    clearTimeout(authTimer);
    membership?.leave();
  });
}

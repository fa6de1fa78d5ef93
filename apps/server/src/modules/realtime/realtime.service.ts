import { AUTH_TIMEOUT_SECONDS, type StartChatResponse } from '@olivia/contracts/realtime';
import type { Database } from '../../db/client';
import type { DataKeys } from '../../lib/data-keys';
import type { EventBus } from '../../lib/event-bus';
import type { Session } from '../../plugins/auth';
import { createInProcessBroker } from './broker';
import { createChannelHub } from './channel-hub';
import { createChannelTokens, type SocketClaims } from './channel-tokens';
import { createHeartbeat } from './heartbeat';
import { refuseAuthentication, type Admission, type ChannelSocketDeps } from './channel-socket';
import { createSessionWatch } from './session-watch';
import { findLiveSessionIds } from '../sessions/public';
import { consumeTicket, pruneTickets } from './realtime-tickets.repository';
import { createRedisBroker } from './redis-broker';

/** Clocks and timings; tests shorten them. */
export interface RealtimeOptions {
  now?: () => Date;
  authTimeoutMs?: number;
  heartbeatMs?: number;
  /** How often the sockets' sessions are checked (ended ones are closed). */
  sessionCheckMs?: number;
}

/** PieSocket's cluster id names its servers; ours is this one. */
const CLUSTER_ID = 'local';
const HEARTBEAT_MS = 25_000;
const SESSION_CHECK_MS = 30_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** Used tokens are kept this long past expiry, for processes whose clock runs behind. */
const KEEP_AFTER_EXPIRY_MS = 5 * 60_000;

/**
 * The channel server (docs/engineering.md#realtime, ADR 0013): start-chat tokens, the sockets'
 * admission, and the store events of the event bus published to each store's channel.
 */
export async function createRealtimeService(deps: {
  db: Database;
  dataKeys: DataKeys;
  events: EventBus;
  redis?: { url: string; prefix: string };
  onError: (error: unknown) => void;
  options?: RealtimeOptions;
}) {
  const { db, onError, options = {} } = deps;
  const now = options.now ?? (() => new Date());
  const tokens = createChannelTokens(deps.dataKeys);
  const broker = deps.redis
    ? await createRedisBroker({ ...deps.redis, onError })
    : createInProcessBroker();
  const hub = createChannelHub(broker, onError);
  const heartbeat = createHeartbeat(options.heartbeatMs ?? HEARTBEAT_MS);
  const sessions = createSessionWatch({
    liveSessions: (ids) => findLiveSessionIds(db, ids, now()),
    end: refuseAuthentication,
    intervalMs: options.sessionCheckMs ?? SESSION_CHECK_MS,
    onError,
  });
  // The bus publishes after the commit, so a rolled-back transaction reaches no socket.
  const stopEvents = deps.events.subscribe((event) => {
    const { storeId, to, ...fields } = event;
    const { type, message, headid, datetime, createdat, id, fromclient, code, params } = fields;
    const frame = JSON.stringify({
      type,
      message,
      headid,
      datetime,
      createdat,
      id,
      fromclient,
      code,
      params,
    });
    if (to?.store !== false) void hub.publish(tokens.channelOf(storeId), frame);
    if (to?.conversation) void hub.publish(tokens.conversationChannelOf(headid), frame);
  });

  let prunedAt = 0;
  const pruneNowAndThen = (at: Date) => {
    if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    pruneTickets(db, new Date(prunedAt - KEEP_AFTER_EXPIRY_MS)).catch(onError);
  };

  /** The channel a token's claims may open: its store's, or its conversation's. */
  const channelOfClaims = (claims: SocketClaims) =>
    claims.conv ? tokens.conversationChannelOf(claims.conv) : tokens.channelOf(claims.store);

  const admit = async (channel: string, jwt: string): Promise<Admission | null> => {
    const at = now();
    const claims = tokens.verify(jwt, at);
    // The token names the channel, and the channel is its store's or its conversation's (the
    // signature binds both).
    if (!claims || claims.sub !== channel || channelOfClaims(claims) !== channel) return null;
    pruneNowAndThen(at);
    const first = await consumeTicket(db, {
      jti: claims.jti,
      usedAt: at,
      expiresAt: new Date(claims.exp * 1000),
    });
    return first ? { sessionId: claims.sid } : null;
  };

  const socketDeps: ChannelSocketDeps = {
    admit,
    hub,
    heartbeat,
    sessions,
    authTimeoutMs: options.authTimeoutMs ?? AUTH_TIMEOUT_SECONDS * 1000,
    now,
    onError,
  };

  return {
    apiKey: tokens.apiKey,
    socketDeps,
    /** docs/api.md `GET chat/start-chat`: the store's channel and a 60-second, single-use token. */
    startChat(session: Session): StartChatResponse {
      const channel = tokens.channelOf(session.storeId);
      return {
        apikey: tokens.apiKey,
        channel,
        clusterid: CLUSTER_ID,
        jwt: tokens.issue(session.storeId, channel, now(), session.id),
      };
    },
    /** A conversation's channel and a 60-second, single-use token, for its customer. */
    conversationSocket(storeId: string, headId: string): StartChatResponse {
      const channel = tokens.conversationChannelOf(headId);
      return {
        apikey: tokens.apiKey,
        channel,
        clusterid: CLUSTER_ID,
        jwt: tokens.issueForConversation(storeId, channel, now(), headId),
      };
    },
    conversationChannelOf: tokens.conversationChannelOf,
    async close(): Promise<void> {
      stopEvents();
      heartbeat.stop();
      sessions.stop();
      hub.close();
      await broker.close();
    },
  };
}

export type RealtimeService = Awaited<ReturnType<typeof createRealtimeService>>;

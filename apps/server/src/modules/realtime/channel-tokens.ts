import { randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SOCKET_TOKEN_TTL_SECONDS } from '@olivia/contracts/realtime';
import type { DataKeys } from '../../lib/data-keys';

/**
 * The one header we issue and the one we accept, byte for byte: no `alg: none`, no other
 * algorithm, nothing for a forger to choose.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const TOKEN = /^([\w-]+)\.([\w-]+)\.([\w-]{43})$/;

const ClaimsSchema = z.object({
  sub: z.string(),
  store: z.uuid(),
  /** The session that asked (store channels): its socket closes when the session ends. */
  sid: z.uuid().optional(),
  /** The conversation whose customer asked (conversation channels). */
  conv: z.uuid().optional(),
  jti: z.uuid(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type SocketClaims = z.infer<typeof ClaimsSchema>;

/** How far ahead of this process's clock another process may have stamped `iat`. */
const CLOCK_SKEW_SECONDS = 30;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

function parseJson(base64url: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Channel ids and socket tokens (docs/engineering.md#realtime, ADR 0013), all keyed from
 * DATA_ENCRYPTION_KEY so every server process derives the same channel and verifies every other's
 * tokens.
 */
export function createChannelTokens(dataKeys: DataKeys) {
  const signatureOf = (signingInput: string) => dataKeys.mac('realtime-token', signingInput);
  const sign = (who: Pick<SocketClaims, 'sub' | 'store' | 'sid' | 'conv'>, now: Date) => {
    const iat = seconds(now);
    const claims: SocketClaims = {
      ...who,
      jti: randomUUID(),
      iat,
      exp: iat + SOCKET_TOKEN_TTL_SECONDS,
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${HEADER}.${payload}.${signatureOf(`${HEADER}.${payload}`).toString('base64url')}`;
  };
  return {
    /** This deployment's public key id: it tells a client's config apart from another's. */
    apiKey: `pk_${dataKeys.mac('realtime-api-key', 'olivia').subarray(0, 12).toString('base64url')}`,

    /** The store's private channel: stable, and unguessable without the key (160 bits). */
    channelOf: (storeId: string) =>
      `st_${dataKeys.mac('realtime-channel', storeId).subarray(0, 20).toString('base64url')}`,

    /** A conversation's own channel, where its customer listens (`cv_`, like `channelOf`). */
    conversationChannelOf: (headId: string) =>
      `cv_${dataKeys.mac('realtime-conversation', headId).subarray(0, 20).toString('base64url')}`,

    /** An HS256 JWT `{sub: channel, store, sid, jti, iat, exp}` that opens `channel` once. */
    issue(storeId: string, channel: string, now: Date, sessionId: string): string {
      return sign({ sub: channel, store: storeId, sid: sessionId }, now);
    },

    /** The same for a conversation's channel, asked for by its customer (`conv`, no session). */
    issueForConversation(storeId: string, channel: string, now: Date, headId: string): string {
      return sign({ sub: channel, store: storeId, conv: headId }, now);
    },

    /** The claims of a token we signed that is still live at `now`; null for anything else. */
    verify(token: string, now: Date): SocketClaims | null {
      const [, header, payload, signature] = TOKEN.exec(token) ?? [];
      if (header !== HEADER || !payload || !signature) return null;
      const expected = signatureOf(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = ClaimsSchema.safeParse(parseJson(payload));
      // A token opens a store's channel for a session or a conversation's for its customer.
      if (!claims.success || (claims.data.sid === undefined) === (claims.data.conv === undefined)) {
        return null;
      }
      const at = seconds(now);
      const live = claims.data.exp > at && claims.data.iat <= at + CLOCK_SKEW_SECONDS;
      return live ? claims.data : null;
    },
  };
}

export type ChannelTokens = ReturnType<typeof createChannelTokens>;

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, SOCKET_TOKEN_TTL_SECONDS } from '@olivia/contracts/realtime';
import { ConfigError, loadConfig } from '../../src/config';
import { createDataKeys } from '../../src/lib/data-keys';
import { createChannelTokens } from '../../src/modules/realtime/channel-tokens';
import { createOriginPolicy } from '../../src/modules/realtime/origin-policy';
import {
  consumeTicket,
  pruneTickets,
} from '../../src/modules/realtime/realtime-tickets.repository';
import { testDatabase } from '../helpers/test-app';

const tokens = createChannelTokens(createDataKeys(Buffer.alloc(32, 1)));
const elsewhere = createChannelTokens(createDataKeys(Buffer.alloc(32, 2)));
const at = new Date('2030-01-01T00:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('channel tokens', () => {
  const store = randomUUID();
  const session = randomUUID();
  const channel = tokens.channelOf(store);

  it('derives a stable, short channel id per store and key', () => {
    expect(channel).toMatch(CHANNEL_ID);
    expect(channel).toHaveLength(30);
    expect(tokens.channelOf(store)).toBe(channel);
    expect(tokens.channelOf(randomUUID())).not.toBe(channel);
    expect(elsewhere.channelOf(store)).not.toBe(channel);
    expect(elsewhere.apiKey).not.toBe(tokens.apiKey);
  });

  it('verifies its own token until it expires', () => {
    const jwt = tokens.issue(store, channel, at, session);
    expect(tokens.verify(jwt, at)).toMatchObject({ sub: channel, store });
    expect(tokens.verify(jwt, later(SOCKET_TOKEN_TTL_SECONDS - 1))).not.toBeNull();
    expect(tokens.verify(jwt, later(SOCKET_TOKEN_TTL_SECONDS))).toBeNull();
    // Stamped in the future by more than another process's clock could be ahead.
    expect(tokens.verify(jwt, later(-60))).toBeNull();
  });

  it("refuses another deployment's token, alg none and a re-signed header", () => {
    expect(tokens.verify(elsewhere.issue(store, channel, at, session), at)).toBeNull();
    const [, payload, signature] = tokens.issue(store, channel, at, session).split('.');
    const none = base64url({ alg: 'none', typ: 'JWT' });
    expect(tokens.verify(`${none}.${payload}.`, at)).toBeNull();
    expect(tokens.verify(`${none}.${payload}.${signature}`, at)).toBeNull();
    const spaced = base64url({ typ: 'JWT', alg: 'HS256' });
    expect(tokens.verify(`${spaced}.${payload}.${signature}`, at)).toBeNull();
    expect(tokens.verify('not.a.token', at)).toBeNull();
  });
});

describe('the origin policy', () => {
  const options = {
    appUrl: 'https://olivia.example/app',
    allowedOrigins: ['https://shop.example'],
  };
  const production = createOriginPolicy({ ...options, production: true });
  const development = createOriginPolicy({ ...options, production: false });

  it.each([
    ['https://olivia.example', 'olivia.example', true, true],
    ['https://shop.example', 'olivia.example', true, true],
    ['https://evil.example', 'olivia.example', false, false],
    ['http://olivia.example', 'olivia.example', false, true],
    ['http://localhost:5173', 'localhost:5173', false, true],
    ['null', 'olivia.example', false, false],
    [undefined, 'olivia.example', false, true],
  ])('Origin %s on host %s: production %s, elsewhere %s', (origin, host, inProd, inDev) => {
    expect(production.allows(origin, host)).toBe(inProd);
    expect(development.allows(origin, host)).toBe(inDev);
  });
});

describe('REALTIME_ALLOWED_ORIGINS', () => {
  const env = { NODE_ENV: 'test' as const };
  it('takes a comma-separated list of origins and refuses anything else', () => {
    const origins = (value: string) =>
      loadConfig({ ...env, REALTIME_ALLOWED_ORIGINS: value }).REALTIME_ALLOWED_ORIGINS;
    expect(loadConfig(env).REALTIME_ALLOWED_ORIGINS).toEqual([]);
    expect(origins(' https://a.example, http://b.example:8080 ')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    for (const bad of ['https://a.example/', 'a.example', 'ftp://a.example', 'https://A.example']) {
      expect(() => origins(bad)).toThrow(ConfigError);
    }
  });
});

describe('used tokens', () => {
  it('are used once, shared through the database, and forgotten once long expired', async () => {
    const { db } = await testDatabase();
    const jti = randomUUID();
    const ticket = { jti, usedAt: at, expiresAt: later(SOCKET_TOKEN_TTL_SECONDS) };
    expect(await consumeTicket(db, ticket)).toBe(true);
    expect(await consumeTicket(db, ticket)).toBe(false);
    await pruneTickets(db, later(SOCKET_TOKEN_TTL_SECONDS - 1));
    expect(await consumeTicket(db, ticket)).toBe(false);
    await pruneTickets(db, later(SOCKET_TOKEN_TTL_SECONDS + 1));
    expect(await consumeTicket(db, ticket)).toBe(true);
  });
});

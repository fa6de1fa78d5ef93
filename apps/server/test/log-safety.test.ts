import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeError } from '../src/lib/log-safety';
import { signUp, signUpBody, uniqueAddress } from './helpers/factories';
import { buildTestApp, testDatabase } from './helpers/test-app';

/**
 * Issue 7: a failed query's parameters (a password hash among them) went to the log, and so did
 * every URL's query string. The log keeps what helps (the statement, the database's error code)
 * and nothing a client sent as a value.
 */
const PROBE = 'log.probe';
let lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const log = () => lines.join('');

let app: FastifyInstance;
beforeAll(async () => {
  const { db } = await testDatabase();
  // Any insert of a probe user fails inside the database, the way a constraint would; the message
  // quotes the value, as PostgreSQL's own messages do ('invalid input syntax ...: "value"').
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION log_probe_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email LIKE '${PROBE}.%' THEN
          RAISE EXCEPTION 'forced failure for "%"', NEW.email USING ERRCODE = '23514';
        END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER log_probe_fail BEFORE INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION log_probe_fail()`),
  );
  app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await app.close();
  const { db } = await testDatabase();
  await db.execute(sql.raw('DROP TRIGGER log_probe_fail ON users'));
  await db.execute(sql.raw('DROP FUNCTION log_probe_fail()'));
});
beforeEach(() => {
  lines = [];
});

describe('the server log', () => {
  it('records a failed query without its parameters', async () => {
    const body = signUpBody({ email: `${PROBE}.${Date.now()}@example.com`, lastname: 'Zyxwvut' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/olivia/signup',
      payload: body,
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });

    const text = log();
    const failure = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'request failed');
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err?.code).toBe('23514');
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(body.email);
    expect(text).not.toContain(body.lastname);
    expect(text).not.toContain('params');
    expect(text).not.toContain(body.password);
  });

  it('never prints the query string of a URL', async () => {
    const merchant = await signUp(app);
    lines = [];
    const response = await app.inject({
      url: '/api/reports/transactions?q=secret-search-words&size=5',
      headers: merchant.headers,
    });
    expect(response.statusCode).toBe(200);
    await app.inject({ url: '/no/such/path?token=secret-in-url' });
    const text = log();
    expect(text).toContain('"url":"/api/reports/transactions"');
    expect(text).toContain('"url":"/no/such/path"');
    expect(text).not.toContain('secret-search-words');
    expect(text).not.toContain('secret-in-url');
    expect(text).not.toContain(merchant.headers.token);
  });

  it('never prints the signature of a file link, which opens the file while it lives', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await app.inject({ url: `/files/${id}/1900000000.secret-signature` });
    expect(log()).toContain(`"url":"/files/${id}/1900000000.[redacted]"`);
    expect(log()).not.toContain('secret-signature');
  });
});

describe('the request log', () => {
  it('writes one line per request: method, path without its query, status and time', async () => {
    lines = [];
    await app.inject({ url: '/healthz?probe=one-line' });
    const requestLines = lines.map((line) => JSON.parse(line)).filter((l) => l.req);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request',
      req: { method: 'GET', url: '/healthz' },
      status: 200,
    });
    expect(typeof requestLines[0].ms).toBe('number');
    expect(log()).not.toContain('one-line');
  });
});

describe('sanitizeError', () => {
  it('keeps the statement, the codes and the stack frames, never the values', () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "$argon2id$v=19$m=1"'),
      { code: '22P02', detail: 'Key (email)=(a@b.c) already exists.', constraint: 'users_pk' },
    );
    const error = Object.assign(
      new Error('Failed query: select 1 where a = $1\nparams: $argon2id$v=19$m=1,a@b.c'),
      { query: 'select 1 where a = $1', params: ['$argon2id$v=19$m=1', 'a@b.c'], cause },
    );
    const clean = sanitizeError(error);
    const text = JSON.stringify(clean);
    expect(clean).toMatchObject({
      type: 'Error',
      message: 'Failed query: select 1 where a = $1',
      cause: { code: '22P02', constraint: 'users_pk' },
    });
    expect(clean.stack).toMatch(/^Error: Failed query: select 1 where a = \$1\n\s+at /);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('a@b.c');
  });

  it('leaves anything that is not an error alone', () => {
    expect(sanitizeError('text')).toBe('text');
  });
});

import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { bearer, createKey } from '../../helpers/api-keys';
import { signUp } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

/** A key never reaches the server log: not from its creation, a call with it, or a failed call. */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => app.close());

describe('API keys and the log', () => {
  it('logs the requests of a key, never the key', async () => {
    const owner = await signUp(app);
    const key = await createKey(app, owner.headers);
    const url = endpointUrl(orderEndpoints.list);
    expect((await app.inject({ url, headers: bearer(key.secret) })).statusCode).toBe(200);
    const wrong = `${key.secret.slice(0, -4)}AAAA`;
    expect((await app.inject({ url, headers: bearer(wrong) })).statusCode).toBe(401);
    const log = lines.join('');
    expect(log).toContain(url);
    expect(log).not.toContain(key.secret.slice(12));
    expect(log).not.toContain(wrong.slice(12));
  });
});

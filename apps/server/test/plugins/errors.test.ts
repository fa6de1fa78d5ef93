import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '@olivia/contracts/messages';
import {
  badRequest,
  conflict,
  DomainError,
  errorCodes,
  type ErrorCode,
  forbidden,
  notFound,
  notOffered,
  providerUnavailable,
  tooLarge,
  tooManyRequests,
  unauthorized,
} from '../../src/lib/errors';
import { registerErrorHandling, statusOfCode } from '../../src/plugins/errors';

/**
 * Issue 8: a domain error carries a code; `plugins/errors.ts` alone chooses its HTTP status.
 * Services name what happened, never a status.
 */
/** One case per code: a new code without a case here fails to compile. */
const thrown: Record<ErrorCode, () => DomainError> = {
  invalid: () => badRequest('Amount is too small', { amount: ['Amount is too small'] }),
  unauthenticated: () => unauthorized(),
  forbidden: () => forbidden(),
  not_found: () => notFound(),
  conflict: () => conflict('Already taken'),
  too_large: () => tooLarge('Failed to upload. File size exceeds 10MB'),
  too_many_attempts: () => tooManyRequests('Slow down'),
  provider_unavailable: () => providerUnavailable('The bank did not answer'),
  not_offered: () => notOffered('Adverts cannot be bought on this deployment'),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.get('/throw/:code', async (request) => {
    throw thrown[(request.params as { code: ErrorCode }).code]();
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('domain error codes', () => {
  it('maps every code to an error status, and nothing else', () => {
    expect(Object.keys(statusOfCode).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      expect(statusOfCode[code], code).toBeGreaterThanOrEqual(400);
      expect(statusOfCode[code], code).toBeLessThan(600);
    }
  });

  it('keeps the statuses the API has always answered', () => {
    expect(statusOfCode).toEqual({
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      too_large: 413,
      too_many_attempts: 429,
      provider_unavailable: 502,
      not_offered: 503,
    });
  });

  it.each(errorCodes.map((code) => [code]))(
    'a %s thrown from a route answers its status and {error, details?}',
    async (code) => {
      const expected = thrown[code]();
      expect(expected.code).toBe(code);
      const response = await app.inject({ method: 'GET', url: `/throw/${code}` });
      expect(response.statusCode).toBe(statusOfCode[code]);
      const body = expected.details
        ? { error: expected.message, details: expected.details }
        : { error: expected.message };
      expect(response.body).toBe(JSON.stringify(body));
    },
  );

  it('keeps the default messages of docs/product/rules.md', () => {
    expect(unauthorized().message).toBe(serverErrors.tokenMissing);
    expect(forbidden().message).toBe(serverErrors.forbidden);
    expect(notFound().message).toBe(serverErrors.notFound);
  });

  it('takes a code, never a status', () => {
    // @ts-expect-error a status is chosen by the error handler, not by whoever throws
    const withStatus = new DomainError(502, 'Bad Gateway');
    expect(typeof withStatus.code).toBe('number');
  });

  it('no source file builds a DomainError with a number', () => {
    const src = join(import.meta.dirname, '../../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const offenders = files.filter((file) =>
      /new DomainError\(\s*\d/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

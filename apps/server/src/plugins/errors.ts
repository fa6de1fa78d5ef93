import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { serverErrors } from '@olivia/contracts/messages';
import { DomainError, type ErrorCode } from '../lib/errors';
import { sanitizeError } from '../lib/log-safety';

/** The one table from a domain error's code to its HTTP status; a new code must be added here. */
export const statusOfCode: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_attempts: 429,
  provider_unavailable: 502,
  not_offered: 503,
};

/**
 * One place that turns every failure into `{error, details?}` with a fitting status. A malformed
 * body answers 400 'Bad Request' with the messages per field, worded as the forms word them.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'provider_unavailable' && error.cause !== undefined) {
        request.log.warn({ err: sanitizeError(error.cause) }, 'payment provider failed');
      }
      return reply
        .code(statusOfCode[error.code])
        .send({ error: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        (details[field] ??= []).push(issue.message ?? serverErrors.badRequest);
      }
      return reply.code(400).send({ error: serverErrors.badRequest, details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: sanitizeError(error), issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send({ error: 'Internal Server Error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Never the error itself: a failed query's message and fields carry its parameters.
      request.log.error({ err: sanitizeError(error) }, 'request failed');
      return reply.code(500).send({ error: 'Internal Server Error' });
    }
    if (status === 429) return reply.code(429).send({ error: serverErrors.tooManyRequests });
    return reply
      .code(status)
      .send({ error: status === 400 ? serverErrors.badRequest : error.message });
  });
}

import type { FastifyRequest } from 'fastify';

/**
 * What the log may say about a failure (issue 7). Drizzle's "Failed query: <sql>\nparams: <values>"
 * carries every value of the statement, a password hash included, and the database's own
 * messages quote the offending value ('invalid input syntax for type uuid: "..."'), its detail
 * too ('Key (email)=(...) already exists.'). The log keeps the statement without its values,
 * the error codes, the names of the constraint, table and column, and the stack frames.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Fields of a database error that name things, never values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;
/** Fields of other errors worth keeping (Fastify's and Node's codes). */
const ERROR_FIELDS = ['code', 'statusCode'] as const;

const withoutParams = (message: string) => message.replace(/\n?params: [\s\S]*$/, '');
/** A database error's message quotes values; the quotes keep their place, not their content. */
const withoutQuotedValues = (message: string) => message.replace(/"[^"]*"/g, '"…"');

/** PostgreSQL's errors (pg and PGlite) carry a severity; whatever a failed query wraps is one. */
const isDatabaseError = (error: Error, causeOfQuery: boolean) =>
  causeOfQuery || ('severity' in error && 'code' in error);
const isFailedQuery = (error: Error) => error.message.startsWith('Failed query:');

const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

function sanitize(error: Error, depth: number, causeOfQuery = false): LoggedError {
  const database = isDatabaseError(error, causeOfQuery);
  const message = database
    ? withoutQuotedValues(withoutParams(error.message))
    : withoutParams(error.message);
  const name = error.name || 'Error';
  const stackFrames = frames(error.stack);
  const logged: LoggedError = {
    type: error.constructor?.name || name,
    message,
    stack: stackFrames ? `${name}: ${message}\n${stackFrames}` : `${name}: ${message}`,
  };
  const source = error as unknown as Record<string, unknown>;
  for (const field of database ? DATABASE_FIELDS : ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  const { cause } = error;
  if (cause instanceof Error && depth < 5) {
    const loggedCause = sanitize(cause, depth + 1, isFailedQuery(error));
    logged.cause = loggedCause;
    if (logged.code === undefined && typeof loggedCause.code === 'string') {
      logged.code = loggedCause.code;
    }
  }
  return logged;
}

/**
 * The error as the log may show it: no query parameters, no `query`/`params` fields, no values
 * quoted by the database. Anything that is not an Error (e.g. an already sanitised one) is
 * returned unchanged, so this is safe to use as the logger's `err` serializer too.
 */
export function sanitizeError(error: Error): LoggedError;
export function sanitizeError<T>(error: T): T | LoggedError;
export function sanitizeError<T>(error: T): T | LoggedError {
  return error instanceof Error ? sanitize(error, 0) : error;
}

/** A signed link to a stored file opens it for its lifetime (ADR 0011): its signature stays out. */
const SIGNED_FILE_LINK = /^(\/files\/[^/]+\/\d+\.)[^/]+$/;

/**
 * The request as the log shows it: the path without its query string (it may hold secrets), and
 * without a file link's signature.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url.split('?')[0] ?? '').replace(SIGNED_FILE_LINK, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

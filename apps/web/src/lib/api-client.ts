import { API_PREFIX } from '@olivia/contracts/api-paths';
import { ErrorResponseSchema } from '@olivia/contracts/auth';
import { REQUEST_RETRY_ATTEMPTS, REQUEST_RETRY_MAX_DELAY_MS } from '@olivia/contracts/limits';
import { serverErrors } from '@olivia/contracts/messages';
import type { z } from 'zod';
import { clearSession, getAuthHeaders } from './session';

/** The reports API (DESIGN §4): read-only listings and exports under /api/reports/... */
export const REPORTS_API_PREFIX = '/api';

/** SPEC §8: the text shown when the server cannot be reached. */
export const NETWORK_ERROR_MESSAGE = 'Check your internet connection and try again';
export const INVALID_RESPONSE_MESSAGE = 'Unexpected response from the server';

type ErrorDetails = z.infer<typeof ErrorResponseSchema>['details'];

/** The one error every API call rejects with. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly details: ErrorDetails;
  readonly isNetworkError: boolean;

  constructor(status: number, message: string, details?: ErrorDetails, isNetworkError = false) {
    super(message);
    this.status = status;
    this.details = details;
    this.isNetworkError = isNetworkError;
  }
}

/** The server's error vocabulary is matched by prefix (DESIGN §4), ignoring trailing dots. */
export function isServerError(error: unknown, key: keyof typeof serverErrors): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.message.startsWith(serverErrors[key].replace(/\.+$/, ''));
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Validates (and types) the answer; without it the answer is returned as `unknown`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Whether a 401 `Tokens Does Not Exist` ends the session (default true; logout opts out). */
  endSessionOnExpiredToken?: boolean;
}

/** Exponential back-off between attempts: 1 s, 2 s, 4 s ... capped at SPEC's 30 s. */
function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), REQUEST_RETRY_MAX_DELAY_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function joinPath(prefix: string, path: string): string {
  return `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const parsed = ErrorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.error, parsed.data.details);
  const text = typeof body === 'string' && body.length < 200 ? body : response.statusText;
  return new ApiError(response.status, text || `HTTP ${response.status}`);
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, true);
  }
}

async function attempt<T>(url: string, options: RequestOptions<T>): Promise<T> {
  const hasBody = options.body !== undefined;
  const response = await send(url, {
    method: options.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...getAuthHeaders(),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : null,
    signal: options.signal ?? null,
  });
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response, body);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, INVALID_RESPONSE_MESSAGE);
  return parsed.data;
}

function isRetryable(error: unknown, method: HttpMethod): boolean {
  if (method !== 'GET' || !(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500;
}

async function request<T>(prefix: string, path: string, options: RequestOptions<T> = {}) {
  const url = joinPath(prefix, path);
  const method = options.method ?? 'GET';
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(url, options);
    } catch (error) {
      const tokenExpired =
        isServerError(error, 'tokenMissing') && (error as ApiError).status === 401;
      if (tokenExpired && options.endSessionOnExpiredToken !== false) {
        // The signed-in guard sees the cleared session and redirects to /sign-in?from=...
        clearSession('expired');
      }
      const canRetry = attemptNumber < REQUEST_RETRY_ATTEMPTS && !options.signal?.aborted;
      if (!canRetry || !isRetryable(error, method)) throw error;
      await sleep(retryDelayMs(attemptNumber));
    }
  }
}

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export function createApiClient(prefix: string) {
  return {
    get: <T = unknown>(path: string, options?: Options<T>) =>
      request<T>(prefix, path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(prefix, path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(prefix, path, { ...options, method: 'PUT', body }),
    delete: <T = unknown>(path: string, options?: Options<T>) =>
      request<T>(prefix, path, { ...options, method: 'DELETE' }),
  };
}

/** The main API (prefix /api/olivia). */
export const apiClient = createApiClient(API_PREFIX);
/** The reports API (prefix /api). */
export const reportsClient = createApiClient(REPORTS_API_PREFIX);

import { ErrorResponseSchema } from '@olivia/contracts/auth';
import {
  endpointUrl,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  type HttpMethod,
  type MultipartUpload,
  type PathParamNames,
  type PathParams,
} from '@olivia/contracts/endpoint';
import { REQUEST_RETRY_ATTEMPTS, REQUEST_RETRY_MAX_DELAY_MS } from '@olivia/contracts/limits';
import { serverErrors } from '@olivia/contracts/messages';
import type { z } from 'zod';
import { clearSession, getAuthHeaders } from './session';

/** docs/product/rules.md: the text shown when the server cannot be reached. */
export const NETWORK_ERROR_MESSAGE = 'Check your internet connection and try again';
export const INVALID_RESPONSE_MESSAGE = 'Unexpected response from the server';

type ErrorDetails = z.infer<typeof ErrorResponseSchema>['details'];

/** The one error every API call rejects with. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly details: ErrorDetails;
  readonly isNetworkError: boolean;
  /** The text is the server's own (`{ error }` in the JSON answer), not a status line. */
  readonly serverWorded: boolean;

  constructor(
    status: number,
    message: string,
    details?: ErrorDetails,
    isNetworkError = false,
    serverWorded = false,
  ) {
    super(message);
    this.status = status;
    this.details = details;
    this.isNetworkError = isNetworkError;
    this.serverWorded = serverWorded;
  }
}

/**
 * The server's error vocabulary is matched by prefix (docs/engineering.md#api-conventions),
 * ignoring trailing dots.
 */
export function isServerError(error: unknown, key: keyof typeof serverErrors): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.message.startsWith(serverErrors[key].replace(/\.+$/, ''));
}

interface RequestOptions<T> {
  method: HttpMethod;
  body: unknown;
  /** Validates (and types) the answer. */
  schema: z.ZodType<T>;
  signal: AbortSignal | undefined;
  /** Whether a 401 `Tokens Does Not Exist` ends the session. */
  endSessionOnExpiredToken: boolean;
  /** Request headers of the endpoint's own (docs/api.md: a beneficiary's `id`). */
  headers: Record<string, string> | undefined;
}

/** Exponential back-off between attempts: 1 s, 2 s, 4 s ... capped at the product's 30 s. */
function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), REQUEST_RETRY_MAX_DELAY_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.error, parsed.data.details, false, true);
  }
  const text = typeof body === 'string' && body.length < 200 ? body : response.statusText;
  return new ApiError(response.status, text || `HTTP ${response.status}`);
}

/** How a request leaves: the browser's `fetch`, or, rendering on the server, the app itself. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only (app/ssr): answers this module's requests without a network. */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, true);
  }
}

async function attempt<T>(url: string, options: RequestOptions<T>): Promise<T> {
  const { body: payload } = options;
  // The browser writes a form's Content-Type itself, with the multipart boundary in it.
  const isJson = payload !== undefined && !(payload instanceof FormData);
  const response = await send(url, {
    method: options.method,
    headers: {
      Accept: 'application/json',
      ...(isJson ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
      ...getAuthHeaders(),
    },
    body: isJson ? JSON.stringify(payload) : (payload ?? null),
    signal: options.signal ?? null,
  });
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response, body);
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, INVALID_RESPONSE_MESSAGE);
  return parsed.data;
}

function isRetryable(error: unknown, method: HttpMethod): boolean {
  if (method !== 'GET' || !(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500;
}

async function request<T>(url: string, options: RequestOptions<T>): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(url, options);
    } catch (error) {
      const tokenExpired =
        isServerError(error, 'tokenMissing') && (error as ApiError).status === 401;
      if (tokenExpired && options.endSessionOnExpiredToken) {
        // The signed-in guard sees the cleared session and redirects to /sign-in?from=...
        clearSession('expired');
      }
      const canRetry = attemptNumber < REQUEST_RETRY_ATTEMPTS && !options.signal?.aborted;
      if (!canRetry || !isRetryable(error, options.method)) throw error;
      await sleep(retryDelayMs(attemptNumber));
    }
  }
}

/** A multipart body holding `file` (its own name, when it is a File) in the endpoint's field. */
function formWith(multipart: MultipartUpload, file: Blob): FormData {
  const form = new FormData();
  form.append(multipart.field, file);
  return form;
}

/** The query string of a request; undefined and empty values stay out. */
function searchOf(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type Field<Name extends string, Value> = [Value] extends [undefined]
  ? { [Key in Name]?: never }
  : { [Key in Name]: Value };

/** What a call of `E` takes: its body, query and path parameters, each only if E has them. */
export type CallOptions<E extends AnyEndpoint> = Field<'body', EndpointBody<E>> &
  Field<'query', EndpointQuery<E>> &
  /** An upload endpoint's file, sent as FormData in the endpoint's field. */
  Field<'file', E['multipart'] extends MultipartUpload ? Blob : undefined> &
  Field<
    'params',
    [PathParamNames<E['path']>] extends [never] ? undefined : PathParams<E['path']>
  > & {
    signal?: AbortSignal;
    /** Default: true for signed-in endpoints; logout opts out, public endpoints never end it. */
    endSessionOnExpiredToken?: boolean;
    /** Headers the endpoint takes (docs/api.md sends a beneficiary's id as the header `id`). */
    headers?: Record<string, string>;
  };

type CallArguments<E extends AnyEndpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls `endpoint` (from `@olivia/contracts/*-endpoints`): its URL from the definition, the
 * answer parsed with its response schema. Adds `token` and `systemid`, retries a failed GET and
 * rejects with one `ApiError` (docs/engineering.md#web-conventions).
 */
export function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: CallArguments<E>
): Promise<EndpointResponse<E>> {
  const { body, file, query, params, signal, endSessionOnExpiredToken, headers } = (options ??
    {}) as {
    body?: unknown;
    file?: Blob;
    query?: object;
    params?: PathParams<E['path']>;
    signal?: AbortSignal;
    endSessionOnExpiredToken?: boolean;
    headers?: Record<string, string>;
  };
  return request(`${endpointUrl(endpoint, params)}${searchOf(query)}`, {
    method: endpoint.method,
    body: endpoint.multipart && file ? formWith(endpoint.multipart, file) : body,
    schema: endpoint.response as z.ZodType<EndpointResponse<E>>,
    signal,
    endSessionOnExpiredToken: endSessionOnExpiredToken ?? endpoint.auth !== 'public',
    headers,
  });
}

import type { z } from 'zod';
import type { ApiKeyScope } from './api-keys';

/** Every API URL starts with this; none of the web app's own paths does. */
export const API_ROOT = '/api';

/** docs/engineering.md#api-conventions: the prefixes an endpoint lives under. */
export const apiPrefixes = {
  /** The main API. */
  main: '/api/olivia',
  /** The reports API: read-only listings and exports (`/api/reports/...`). */
  reports: '/api',
  /** The sandbox bank (only with the sandbox payments provider). */
  sandbox: '/api/sandbox',
} as const;
export type ApiPrefix = (typeof apiPrefixes)[keyof typeof apiPrefixes];

/** The OpenAPI document the server generates from the endpoints. */
export const OPENAPI_PATH = '/api/openapi.json';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone; a signed-in user (headers `token` + `systemid`); the main user only. */
export type EndpointAuth = 'public' | 'session' | 'mainUser';

/** The names of a path's parameters: '/sub-users/:id' gives 'id'. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** A path's parameters as they travel in the URL. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string };

type Schema = z.ZodType;

/**
 * An endpoint whose request is `multipart/form-data` with one file in the form field `field`
 * (docs/api.md `POST /app-images`: `logo`), instead of a JSON body.
 */
export interface MultipartUpload {
  readonly field: string;
}

/** One API endpoint, defined once: the server registers it, the web calls it. */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Response extends Schema = Schema,
  Body extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Params extends Schema | undefined = Schema | undefined,
  Multipart extends MultipartUpload | undefined = MultipartUpload | undefined,
> {
  readonly method: Method;
  readonly prefix: ApiPrefix;
  /** Relative to the prefix; `:name` marks a path parameter. */
  readonly path: Path;
  readonly auth: EndpointAuth;
  /**
   * The API key scope that lets a key call this endpoint (`Authorization: Bearer olv_…`, ADR
   * 0041); without one, the endpoint takes a session only.
   */
  readonly scope?: ApiKeyScope;
  /** Validates the path parameters on the server; without it they are plain strings. */
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** Set for a file upload: the web sends FormData, the server reads the file as a stream. */
  readonly multipart: Multipart;
  /** The answer on success, serialised through this schema (no field leaks). */
  readonly response: Response;
  /** The status of a successful answer. */
  readonly status: 200 | 201;
}

/** Any endpoint, whatever its schemas. */
export type AnyEndpoint = Endpoint<HttpMethod, string, Schema, Schema | undefined>;

type Input<S> = S extends Schema ? z.input<S> : undefined;

/** What a caller sends and receives. */
export type EndpointBody<E extends AnyEndpoint> = Input<E['body']>;
export type EndpointQuery<E extends AnyEndpoint> = Input<E['query']>;
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/**
 * Defines an endpoint (docs/engineering.md#api-conventions: method, path, query, body and response,
 * written once). Path parameter names come from the path, e.g. `{ id: string }` for
 * '/sub-users/:id'.
 */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Response extends Schema,
  Body extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Params extends z.ZodType<PathParams<Path>> | undefined = undefined,
  const Multipart extends MultipartUpload | undefined = undefined,
>(definition: {
  method: Method;
  prefix: ApiPrefix;
  path: Path;
  auth: EndpointAuth;
  scope?: ApiKeyScope;
  response: Response;
  body?: Body;
  query?: Query;
  params?: Params;
  multipart?: Multipart;
  status?: 200 | 201;
}): Endpoint<Method, Path, Response, Body, Query, Params, Multipart> {
  return {
    params: undefined as Params,
    query: undefined as Query,
    body: undefined as Body,
    multipart: undefined as Multipart,
    status: 200,
    ...definition,
  };
}

/** The endpoint's URL: its prefix, then its path with each `:name` filled in (URL-encoded). */
export function endpointUrl<Path extends string>(
  endpoint: { prefix: ApiPrefix; path: Path },
  params?: PathParams<Path>,
): string {
  const values: Record<string, string> = params ?? {};
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}'`);
    return encodeURIComponent(value);
  });
  return `${endpoint.prefix}${path}`;
}

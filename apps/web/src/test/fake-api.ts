import type {
  AnyEndpoint,
  EndpointBody,
  EndpointResponse,
  PathParams,
} from '@olivia/contracts/endpoint';
import { jsonResponse, mockFetch, type RecordedRequest } from './fetch-mock';

/** What a fake endpoint is called with: the request, its path parameters, query and body. */
export interface FakeCall<E extends AnyEndpoint> {
  request: RecordedRequest;
  params: PathParams<E['path']>;
  query: Record<string, string>;
  body: EndpointBody<E>;
}

type Answer<E extends AnyEndpoint> = (
  call: FakeCall<E>,
) => EndpointResponse<E> | Response | Promise<EndpointResponse<E> | Response>;

export interface FakeEndpoint {
  endpoint: AnyEndpoint;
  matches(request: RecordedRequest): Record<string, string> | undefined;
  answer(request: RecordedRequest, params: Record<string, string>): Promise<Response>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One endpoint of the contracts, answered by `answer`: a value is sent with the endpoint's
 * success status, a Response as it is (an error, say). Matched by method and path, never by a
 * hand-written URL pattern.
 */
export function fakeEndpoint<E extends AnyEndpoint>(endpoint: E, answer: Answer<E>): FakeEndpoint {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${escaped(`${endpoint.prefix}${endpoint.path}`).replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  return {
    endpoint,
    matches(request) {
      if (request.method !== endpoint.method) return undefined;
      const found = pattern.exec(new URL(request.url, 'http://localhost').pathname);
      if (!found) return undefined;
      return Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]),
      );
    },
    async answer(request, params) {
      const query = Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
      const body = request.body as EndpointBody<E>;
      const value = await answer({ request, params: params as PathParams<E['path']>, query, body });
      return value instanceof Response ? value : jsonResponse(endpoint.status, value);
    },
  };
}

/**
 * Replaces `fetch` with these endpoints for one test; anything else answers 404. `of(endpoint)`
 * lists the requests one endpoint received.
 */
export function fakeApi(...endpoints: FakeEndpoint[]) {
  const requests = mockFetch((request) => {
    for (const fake of endpoints) {
      const params = fake.matches(request);
      if (params) return fake.answer(request, params);
    }
    return jsonResponse(404, { error: 'Not Found' });
  });
  const of = (endpoint: AnyEndpoint) =>
    requests.filter((request) =>
      endpoints.some((fake) => fake.endpoint === endpoint && fake.matches(request)),
    );
  return { requests, of };
}

/** An answer written by a test, replacing one endpoint's default. */
export type FakeAnswer = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * A fake API from named endpoint fakes, any of which a test may replace by name (`answers`);
 * `of(name)` lists the requests that endpoint received.
 */
export function fakeNamedApi<Name extends string>(
  defaults: Record<Name, FakeEndpoint>,
  answers: Partial<Record<Name, FakeAnswer>> = {},
) {
  const api = fakeApi(
    ...(Object.keys(defaults) as Name[]).map((name) => {
      const answer = answers[name];
      return answer
        ? fakeEndpoint(defaults[name].endpoint, ({ request }) => answer(request))
        : defaults[name];
    }),
  );
  return { requests: api.requests, of: (name: Name) => api.of(defaults[name].endpoint) };
}

import type { SubUser } from '@olivia/contracts/sub-users';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const subUser = (index: number, overrides: Partial<SubUser> = {}): SubUser => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  firstname: ['Ada', 'Bola', 'Chidi'][index - 1] ?? `User${index}`,
  lastname: 'Obi',
  email: `staff${index}@example.com`,
  phone: '+2348012345678',
  allowsubusertransfer: false,
  viewbalance: false,
  status: 'active',
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'list' | 'get' | 'create' | 'update' | 'resendInvite' | 'remove';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/sub-users') return method === 'POST' ? 'create' : 'list';
  if (/^\/api\/olivia\/sub-users\/[\w-]+\/invite$/.test(path)) return 'resendInvite';
  if (/^\/api\/olivia\/sub-users\/[\w-]+$/.test(path)) {
    if (method === 'GET') return 'get';
    return method === 'DELETE' ? 'remove' : 'update';
  }
  return undefined;
};

/**
 * A fake of the sub-users API holding `store` (changed by create, update and remove); each answer
 * may be replaced. Lists answer the whole store, whatever the query.
 */
export function mockSubUsersApi(
  store: SubUser[],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  const defaults: Record<Operation, Answer> = {
    list: () => jsonResponse(200, { content: store, total: store.length, page: 0, size: 10 }),
    get: ({ url }) => {
      const found = store.find((s) => url.endsWith(s.id));
      return found ? jsonResponse(200, found) : jsonResponse(404, { error: 'Not Found' });
    },
    create: ({ body }) => {
      const created = { ...subUser(store.length + 1), ...(body as object), status: 'invited' };
      store.push(created as SubUser);
      return jsonResponse(201, created);
    },
    update: ({ url, body }) => {
      const index = store.findIndex((s) => url.endsWith(s.id));
      const { disabled, ...fields } = body as Partial<SubUser> & { disabled?: boolean };
      const status = disabled === undefined ? {} : { status: disabled ? 'disabled' : 'active' };
      store[index] = { ...store[index], ...fields, ...status } as SubUser;
      return jsonResponse(200, store[index]);
    },
    resendInvite: () => jsonResponse(200, { status: 200, message: 'Invitation sent' }),
    remove: ({ url }) => {
      store.splice(
        store.findIndex((s) => url.endsWith(s.id)),
        1,
      );
      return jsonResponse(200, { status: 200, message: 'Sub-user removed' });
    },
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import type { Branch } from '@olivia/contracts/branches';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import type { SubUser } from '@olivia/contracts/sub-users';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

export const subUser = (index: number, overrides: Partial<SubUser> = {}): SubUser => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  firstname: ['Ada', 'Bola', 'Chidi'][index - 1] ?? `User${index}`,
  lastname: 'Obi',
  email: `staff${index}@example.com`,
  phone: '+2348012345678',
  allowsubusertransfer: false,
  viewbalance: false,
  status: 'active',
  branchid: null,
  branch: '',
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

/** Answers that replace the fake's own, e.g. a refusal. */
type Answers = Partial<Record<'list' | 'create', () => Response>>;

/** A branch of the store as its list answers it (the branch select's choices). */
export const storeBranch = (id: string, name: string, active = true): Branch => ({
  id,
  name,
  kind: 'shop',
  addressid: null,
  address: '',
  phone: '',
  hours: [],
  managerid: null,
  manager: '',
  pickup: false,
  pickupinstructions: '',
  active,
  staffcount: 0,
  ordercount: 0,
  revenue: 0,
  createdat: '2026-03-05T14:07:00.000Z',
});

/**
 * A fake of the sub-users API holding `store` (changed by create, update and remove); the list
 * and create answers may be replaced. Lists answer the whole store, whatever the query.
 */
export function mockSubUsersApi(store: SubUser[], answers: Answers = {}, branches: Branch[] = []) {
  const indexOf = (id: string) => store.findIndex((s) => s.id === id);
  return fakeApi(
    fakeEndpoint(branchEndpoints.list, () => ({
      content: branches,
      total: branches.length,
      page: 0,
      size: 100,
    })),
    fakeEndpoint(
      subUserEndpoints.list,
      () => answers.list?.() ?? { content: store, total: store.length, page: 0, size: 10 },
    ),
    fakeEndpoint(
      subUserEndpoints.get,
      ({ params }) => store[indexOf(params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(subUserEndpoints.create, ({ body }) => {
      const refused = answers.create?.();
      if (refused) return refused;
      const created = { ...subUser(store.length + 1), ...body, status: 'invited' } as SubUser;
      store.push(created);
      return created;
    }),
    fakeEndpoint(subUserEndpoints.update, ({ params, body }) => {
      const index = indexOf(params.id);
      const { disabled, ...fields } = body;
      const status = disabled === undefined ? {} : { status: disabled ? 'disabled' : 'active' };
      store[index] = { ...store[index], ...fields, ...status } as SubUser;
      return store[index];
    }),
    fakeEndpoint(subUserEndpoints.resendInvite, () => ({
      status: 200,
      message: 'Invitation sent',
    })),
    fakeEndpoint(subUserEndpoints.remove, ({ params }) => {
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'Sub-user removed' };
    }),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import type { Branch, BranchDetail, BranchList } from '@olivia/contracts/branches';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { branchMessages } from '@olivia/contracts/branch-messages';
import { createAddress } from '../../helpers/addresses';
import { createBranch, newBranch } from '../../helpers/branches';
import { signUp, type SignedIn } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, createStaff, staffHeaders, userIdOf } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'branches',
  app: () => app,
  endpoints: branchEndpoints,
  validBody: () => newBranch(),
  invalidBody: {
    body: {
      name: ' ',
      kind: 'shed',
      phone: 'call me',
      hours: [{ day: 1, opens: '18:00', closes: '09:00' }],
    },
    fields: ['name', 'kind', 'phone', 'hours.0.closes'],
  },
  updateBody: { active: false },
  make: async (owner) => (await createBranch(app, owner)).id,
});

type Headers = Record<string, string>;
const send = (headers: Headers, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = (owner: SignedIn, payload: object) =>
  send(owner.headers, 'POST', endpointUrl(branchEndpoints.create), payload);
const update = (headers: Headers, id: string, payload: object) =>
  send(headers, 'PUT', endpointUrl(branchEndpoints.update, { id }), payload);
const remove = (headers: Headers, id: string) =>
  send(headers, 'DELETE', endpointUrl(branchEndpoints.remove, { id }));
const detail = async (headers: Headers, id: string) => {
  const response = await app.inject({
    method: 'GET',
    url: endpointUrl(branchEndpoints.get, { id }),
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BranchDetail>();
};
const list = async (headers: Headers, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `${endpointUrl(branchEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BranchList>();
};

describe('who may use branches', () => {
  it("lets a sub-user read the store's branches but not change them (403, nothing changed)", async () => {
    const owner = await signUp(app);
    const branch = await createBranch(app, owner);
    const staff = await staffHeaders(app, owner);
    expect((await list(staff)).content.map((row) => row.id)).toEqual([branch.id]);
    expect((await detail(staff, branch.id)).name).toBe('Yaba shop');
    const answers = [
      await send(staff, 'POST', endpointUrl(branchEndpoints.create), newBranch()),
      await update(staff, branch.id, { name: 'Mine now' }),
      await remove(staff, branch.id),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect(await detail(owner.headers, branch.id)).toMatchObject({
      name: 'Yaba shop',
      active: true,
    });
  });
});

describe('a branch’s links', () => {
  it("takes the store's own address and user as address and manager, with their line and name", async () => {
    const owner = await signUp(app);
    const address = await createAddress(app, owner);
    const manager = await createStaff(app, owner, { firstname: 'Kemi', lastname: 'Ola' });
    const branch = await createBranch(app, owner, {
      addressid: address.id,
      managerid: manager.id,
      pickup: true,
      pickupinstructions: 'Ask at the till',
    });
    expect(branch).toMatchObject({
      addressid: address.id,
      address: 'Yaba shop: 14 Tejuosho Market Road, Yaba, Lagos',
      managerid: manager.id,
      manager: 'Kemi Ola',
      pickup: true,
    });
    const owners = await userIdOf(owner.body.email);
    expect((await update(owner.headers, branch.id, { managerid: owners })).json().managerid).toBe(
      owners,
    );
  });

  it("refuses another store's address or user, and pickup without an address (400, nothing changed)", async () => {
    const owner = await signUp(app);
    const rival = await signUp(app);
    const theirAddress = await createAddress(app, rival);
    const theirStaff = await createStaff(app, rival);
    const refusedAddress = await create(owner, newBranch({ addressid: theirAddress.id }));
    expect(refusedAddress.statusCode).toBe(400);
    expect(refusedAddress.json().details).toEqual({
      addressid: [branchMessages.branchAddressNotFound],
    });
    const refusedManager = await create(owner, newBranch({ managerid: theirStaff.id }));
    expect(refusedManager.json().details).toEqual({
      managerid: [branchMessages.branchManagerNotFound],
    });
    const noAddress = await create(owner, newBranch({ pickup: true }));
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().details).toEqual({ addressid: [branchMessages.pickupNeedsAddress] });
    expect((await list(owner.headers)).total).toBe(0);

    const branch = await createBranch(app, owner);
    const pickupLater = await update(owner.headers, branch.id, { pickup: true });
    expect(pickupLater.statusCode).toBe(400);
    expect(pickupLater.json().details).toEqual({ addressid: [branchMessages.pickupNeedsAddress] });
    expect((await detail(owner.headers, branch.id)).pickup).toBe(false);
  });

  it('refuses hours that are not HH:MM, close before they open or name a day twice', async () => {
    const owner = await signUp(app);
    const bad = await create(
      owner,
      newBranch({
        hours: [
          { day: 1, opens: '9:00', closes: '17:00' },
          { day: 2, opens: '10:00', closes: '10:00' },
          { day: 2, opens: '11:00', closes: '12:00' },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      'hours.0.opens': [branchMessages.timeInvalid],
      'hours.1.closes': [branchMessages.closesBeforeOpens],
      'hours.2.day': [branchMessages.dayTwice],
    });
  });
});

describe('deactivating and removing', () => {
  it('deactivates and activates with their own account-log rows; staff stay attached', async () => {
    const owner = await signUp(app);
    const branch = await createBranch(app, owner);
    const staff = await createStaff(app, owner, { branchid: branch.id });
    expect(staff).toMatchObject({ branchid: branch.id, branch: 'Yaba shop' });
    const off = await update(owner.headers, branch.id, { active: false });
    expect(off.json<Branch>()).toMatchObject({ active: false, staffcount: 1 });
    const read = await detail(owner.headers, branch.id);
    expect(read.staff).toEqual([
      { id: staff.id, name: 'Tobi Ade', email: staff.email, disabled: false },
    ]);
    await update(owner.headers, branch.id, { active: true, name: 'Yaba' });
    const actions = (await auditOf(branch.id)).map((row) => row.action);
    expect(actions).toEqual(['branch.created', 'branch.deactivated', 'branch.activated']);
  });

  it('refuses to remove a branch with staff (409) and removes it once they left', async () => {
    const owner = await signUp(app);
    const branch = await createBranch(app, owner);
    const staff = await createStaff(app, owner, { branchid: branch.id });
    const refused = await remove(owner.headers, branch.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: branchMessages.branchInUse });
    expect((await list(owner.headers)).total).toBe(1);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/olivia/sub-users/${staff.id}`,
      headers: owner.headers,
      payload: { branchid: null },
    });
    expect(moved.json()).toMatchObject({ branchid: null, branch: '' });
    expect((await remove(owner.headers, branch.id)).statusCode).toBe(200);
    expect((await auditOf(branch.id)).at(-1)?.action).toBe('branch.removed');
  });
});

describe('a race between removing a branch and attaching a sub-user to it', () => {
  it('ends with the branch kept and the sub-user attached, or the branch gone and no sub-user on it', async () => {
    const owner = await signUp(app);
    for (let round = 0; round < 3; round += 1) {
      const branch = await createBranch(app, owner);
      const [removed, invited] = await Promise.all([
        remove(owner.headers, branch.id),
        send(owner.headers, 'POST', '/api/olivia/sub-users', {
          firstname: 'Race',
          lastname: `Round ${round}`,
          email: `race.${round}.${branch.id.slice(0, 8)}@example.com`,
          phone: '08031112222',
          branchid: branch.id,
        }),
      ]);
      const outcome = [removed.statusCode, invited.statusCode].sort().join('/');
      expect(['200/400', '201/409']).toContain(outcome);
      if (removed.statusCode === 200) {
        expect(invited.json().details).toEqual({ branchid: [branchMessages.branchNotFound] });
      } else {
        expect((await detail(owner.headers, branch.id)).staffcount).toBe(1);
      }
    }
  });
});

describe('GET /branches', () => {
  it('filters by kind, status and pickup, searches and sorts by name', async () => {
    const owner = await signUp(app);
    const address = await createAddress(app, owner);
    await createBranch(app, owner, { name: 'Ikeja', addressid: address.id, pickup: true });
    await createBranch(app, owner, { name: 'Apapa store', kind: 'warehouse' });
    await createBranch(app, owner, { name: 'Lekki fair', kind: 'popup', active: false });
    const names = async (query: string) =>
      (await list(owner.headers, query)).content.map((row) => row.name);
    expect(await names('?sort=name&order=asc')).toEqual(['Apapa store', 'Ikeja', 'Lekki fair']);
    expect(await names('?kind=warehouse')).toEqual(['Apapa store']);
    expect(await names('?status=inactive')).toEqual(['Lekki fair']);
    expect(await names('?pickup=yes')).toEqual(['Ikeja']);
    expect(await names('?pickup=no&sort=name&order=asc')).toEqual(['Apapa store', 'Lekki fair']);
    expect(await names('?q=fair')).toEqual(['Lekki fair']);
    const farm = await app.inject({
      method: 'GET',
      url: `${endpointUrl(branchEndpoints.list)}?kind=farm`,
      headers: owner.headers,
    });
    expect(farm.statusCode).toBe(400);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { signUp } from '../helpers/factories';
import { describeResourceCases } from '../helpers/resource-cases';
import { createStaff, newStaff, staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'sub-users',
  app: () => app,
  endpoints: subUserEndpoints,
  actions: [subUserEndpoints.resendInvite],
  validBody: () => newStaff(),
  invalidBody: {
    body: newStaff({ email: 'nope', password: 'short' }),
    fields: ['email', 'password'],
  },
  updateBody: { viewbalance: true, disabled: true },
  make: async (owner) => (await createStaff(app, owner)).id,
  wrongUser: (owner) => staffHeaders(app, owner),
});

const list = (headers: Record<string, string>, query = '') =>
  app.inject({ url: `${endpointUrl(subUserEndpoints.list)}${query}`, headers });

describe('GET /api/olivia/sub-users on the kit', () => {
  it('pages, sorts, searches and filters by status', async () => {
    const owner = await signUp(app);
    const [ada, bola, chidi] = [
      await createStaff(app, owner, { firstname: 'Ada', phone: '08030000001' }),
      await createStaff(app, owner, { firstname: 'Bola', password: undefined }),
      await createStaff(app, owner, { firstname: 'Chidi' }),
    ];
    const names = (response: { json(): { content: { firstname: string }[] } }) =>
      response.json().content.map((user) => user.firstname);

    const first = await list(owner.headers, '?sort=firstname&order=asc&size=2');
    expect(first.json()).toMatchObject({ total: 3, page: 0, size: 2, totalCapped: false });
    expect(names(first)).toEqual(['Ada', 'Bola']);
    expect(names(await list(owner.headers, '?sort=firstname&order=asc&size=2&page=1'))).toEqual([
      'Chidi',
    ]);
    expect(names(await list(owner.headers, '?order=asc'))).toEqual(['Ada', 'Bola', 'Chidi']);
    expect(names(await list(owner.headers, '?q=08030000001'))).toEqual(['Ada']);
    expect(names(await list(owner.headers, `?q=${chidi?.email.toUpperCase()}`))).toEqual(['Chidi']);
    const invited = await list(owner.headers, '?status=invited');
    expect(invited.json()).toMatchObject({
      total: 1,
      content: [{ id: bola?.id, status: 'invited' }],
    });
    expect((await list(owner.headers, '?status=active')).json().total).toBe(2);
    // active < disabled < invited
    expect(names(await list(owner.headers, '?sort=status&order=asc'))[2]).toBe('Bola');
    expect(names(await list(owner.headers, '?sort=status&order=desc'))[0]).toBe('Bola');
    expect(ada?.status).toBe('active');
  });

  it('refuses a sort or status it does not know', async () => {
    const owner = await signUp(app);
    expect((await list(owner.headers, '?sort=password_hash')).statusCode).toBe(400);
    expect((await list(owner.headers, '?status=deleted')).statusCode).toBe(400);
  });
});

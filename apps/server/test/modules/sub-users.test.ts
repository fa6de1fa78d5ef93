import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, STRONG_PASSWORD } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { newStaff } from '../helpers/sub-users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function createStaff(headers: Record<string, string>, overrides = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/olivia/sub-users',
    headers,
    payload: newStaff(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('/api/olivia/sub-users', () => {
  it('creates, lists, updates and removes staff of the store', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(owner.headers, { allowsubusertransfer: true });
    expect(staff).toMatchObject({
      allowsubusertransfer: true,
      viewbalance: false,
      phone: '08031112222',
    });

    const list = await app.inject({
      method: 'GET',
      url: '/api/olivia/sub-users',
      headers: owner.headers,
    });
    expect(list.json()).toMatchObject({
      total: 1,
      content: [{ id: staff.id, email: staff.email }],
    });

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/olivia/sub-users/${staff.id}`,
      headers: owner.headers,
      payload: { viewbalance: true, allowsubusertransfer: false },
    });
    expect(updated.json()).toMatchObject({ viewbalance: true, allowsubusertransfer: false });

    const signedIn = await signIn(app, staff.email, STRONG_PASSWORD);
    expect(signedIn.json()).toMatchObject({
      userCategory: 'OLIVIA_SUB_USER',
      systemid: owner.body.systemid,
      setup: { viewbalance: true },
      allowsubusertransfer: false,
    });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/olivia/sub-users/${staff.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await signIn(app, staff.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const staffSession = { token: signedIn.json().token, systemid: owner.body.systemid };
    const afterRemoval = await app.inject({
      method: 'GET',
      url: '/api/olivia/utils/logout',
      headers: staffSession,
    });
    expect(afterRemoval.statusCode).toBe(401);
  });

  it("answers 404 for another store's staff, and changes nothing", async () => {
    const owner = await signUp(app);
    const rival = await signUp(app);
    const theirs = await createStaff(rival.headers);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/olivia/sub-users/${theirs.id}`,
        headers: owner.headers,
        payload: method === 'PUT' ? { viewbalance: true } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    const list = await app.inject({
      method: 'GET',
      url: '/api/olivia/sub-users',
      headers: rival.headers,
    });
    expect(list.json().content[0]).toMatchObject({ id: theirs.id, viewbalance: false });
  });

  it('is for the main user only', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(owner.headers);
    const session = (await signIn(app, staff.email, STRONG_PASSWORD)).json();
    const headers = { token: session.token, systemid: session.systemid };
    const list = await app.inject({ method: 'GET', url: '/api/olivia/sub-users', headers });
    expect(list.statusCode).toBe(403);
    const create = await app.inject({
      method: 'POST',
      url: '/api/olivia/sub-users',
      headers,
      payload: newStaff(),
    });
    expect(create.statusCode).toBe(403);
  });

  it('validates input and refuses a taken email', async () => {
    const owner = await signUp(app);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/olivia/sub-users',
      headers: owner.headers,
      payload: newStaff({ email: 'nope', password: 'short' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      email: ['Enter a valid email address'],
      password: ['Password is not strong enough.'],
    });
    const taken = await app.inject({
      method: 'POST',
      url: '/api/olivia/sub-users',
      headers: owner.headers,
      payload: newStaff({ email: owner.email }),
    });
    expect(taken.statusCode).toBe(409);
    const badId = await app.inject({
      method: 'DELETE',
      url: '/api/olivia/sub-users/not-a-uuid',
      headers: owner.headers,
    });
    expect(badId.statusCode).toBe(400);
  });
});

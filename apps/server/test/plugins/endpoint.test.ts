import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiPrefixes, defineEndpoint } from '@olivia/contracts/endpoint';
import { MAIN_USER, SUB_USER } from '@olivia/contracts/roles';
import { unauthorized } from '../../src/lib/errors';
import { registerAuthenticator, registerSessionSlot, type Session } from '../../src/plugins/auth';
import { route } from '../../src/plugins/endpoint';
import { registerErrorHandling } from '../../src/plugins/errors';

const ThingSchema = z.object({ id: z.string(), name: z.string() });
const things = {
  create: defineEndpoint({
    method: 'POST',
    prefix: apiPrefixes.main,
    path: '/things/:id',
    auth: 'session',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
    body: z.object({ name: z.string().min(1) }),
    response: ThingSchema,
    status: 201,
  }),
  open: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/things',
    auth: 'public',
    response: z.array(ThingSchema),
  }),
  owner: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/things/owner',
    auth: 'mainUser',
    response: z.object({ storeId: z.string() }),
  }),
};

const session = (userType: Session['userType']): Session => ({
  id: 's1',
  userId: 'u1',
  storeId: 'store-1',
  systemId: 'sys-1',
  userType,
  currency: 'NGN',
  storeName: 'Store',
  logoUrl: '',
  viewBalance: false,
  passwordChangedAt: new Date(),
});
const authenticate = vi.fn(async (token: string | undefined) => {
  if (token === 'main') return session(MAIN_USER);
  if (token === 'sub') return session(SUB_USER);
  throw unauthorized();
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSessionSlot(app);
  registerAuthenticator(app, { authenticate });
  await app.register(
    async (scope) => {
      route(scope, things.create, (request) => ({
        id: request.params.id,
        name: `${request.body.name} (${request.query.dryRun})`,
        secret: 'never sent',
      }));
      route(scope, things.open, () => []);
      route(scope, things.owner, (request) => ({ storeId: request.session?.storeId ?? '' }));
    },
    { prefix: apiPrefixes.main },
  );
  await app.ready();
});
afterAll(() => app.close());

const create = (token: string | undefined, url: string, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });

describe('route(): an endpoint registered from its contract', () => {
  it('validates params, query and body, answers its status, serialises through the schema', async () => {
    const response = await create('main', '/api/olivia/things/7?dryRun=yes', { name: 'Lamp' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: '7', name: 'Lamp (yes)' });

    const invalid = await create('main', '/api/olivia/things/x', { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('checks the session its auth asks for, before validating', async () => {
    expect((await create(undefined, '/api/olivia/things/x', {})).statusCode).toBe(401);
    authenticate.mockClear();
    expect((await app.inject('/api/olivia/things')).statusCode).toBe(200);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it("keeps a mainUser endpoint to the store's main user", async () => {
    const asSub = await app.inject({ url: '/api/olivia/things/owner', headers: { token: 'sub' } });
    expect(asSub.statusCode).toBe(403);
    const asMain = await app.inject({
      url: '/api/olivia/things/owner',
      headers: { token: 'main' },
    });
    expect(asMain.json()).toEqual({ storeId: 'store-1' });
  });

  it('refuses to register an endpoint outside its prefix', async () => {
    const other = Fastify();
    await expect(
      other.register(async (scope) => route(scope, things.open, () => []), { prefix: '/api' }),
    ).rejects.toThrow("GET /api/olivia/things must be registered under /api/olivia, not '/api'");
    await other.close();
  });
});

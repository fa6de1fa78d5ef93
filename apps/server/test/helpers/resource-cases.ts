import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '@olivia/contracts/messages';
import { endpointUrl, type AnyEndpoint, type EndpointBody } from '@olivia/contracts/endpoint';
import { signUp, type SignedIn } from './factories';

type Headers = Record<string, string>;

/** What the standard cases need to know about one resource (ADR 0008). */
export interface ResourceCases<Create extends AnyEndpoint, Update extends AnyEndpoint> {
  /** The suite's name, e.g. 'sub-users'. */
  name: string;
  app: () => FastifyInstance;
  /** `get`, `update`, `remove` and every action take the record's id as `:id`. */
  endpoints: {
    list: AnyEndpoint;
    get: AnyEndpoint;
    create: Create;
    update: Update;
    remove: AnyEndpoint;
  };
  /** Endpoints on one record besides update and remove, called without a body (e.g. resend). */
  actions?: AnyEndpoint[];
  validBody: () => EndpointBody<Create>;
  /** A body create refuses, and the fields its 400 names in `details`. */
  invalidBody: { body: unknown; fields: string[] };
  updateBody: EndpointBody<Update>;
  /** Gives the owner's store a record; answers its id. */
  make: (owner: SignedIn) => Promise<string>;
  /**
   * The headers of a signed-in user of the owner's store whom these endpoints refuse (403): a
   * sub-user, for main-user endpoints. Leave it out for 'session' endpoints, which have none.
   */
  wrongUser?: (owner: SignedIn) => Promise<Headers>;
  /** For 'session' endpoints: another signed-in user of the store (a sub-user), let in to all. */
  sameStoreUser?: (owner: SignedIn) => Promise<Headers>;
  /**
   * What `get` answers for a removed record: 404 (the default), or 200 for a resource whose
   * remove archives (the list leaves it out, the record stays).
   */
  getAfterRemove?: 200 | 404;
}

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Runs the cases every resource must pass: the happy path; validation (400 with details);
 * another store's id (404, nothing changes); the wrong type of user (403) or, for a resource
 * every user of the store manages, another user of the store let in; no session (401).
 */
export function describeResourceCases<C extends AnyEndpoint, U extends AnyEndpoint>(
  cases: ResourceCases<C, U>,
) {
  const { endpoints } = cases;
  const url = (endpoint: AnyEndpoint, id?: string) =>
    endpointUrl(endpoint as { prefix: AnyEndpoint['prefix']; path: string }, id ? { id } : {});
  const call = (endpoint: AnyEndpoint, headers: Headers, id?: string, payload?: unknown) =>
    cases.app().inject({
      method: endpoint.method,
      url: url(endpoint, id),
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const listIds = async (headers: Headers) => {
    const response = await call(endpoints.list, headers);
    expect(response.statusCode).toBe(200);
    return (response.json() as { content: { id: string }[] }).content.map((item) => item.id);
  };
  /** Every call that names a record, with a body where it takes one. */
  const recordCalls = (id: string, headers: Headers) => [
    call(endpoints.get, headers, id),
    call(endpoints.update, headers, id, cases.updateBody),
    call(endpoints.remove, headers, id),
    ...(cases.actions ?? []).map((action) => call(action, headers, id)),
  ];

  describe(`${cases.name}: the standard resource cases`, () => {
    it('creates, lists, updates and removes a record of the store', async () => {
      const owner = await signUp(cases.app());
      const created = await call(endpoints.create, owner.headers, undefined, cases.validBody());
      expect(created.statusCode).toBe(endpoints.create.status);
      const { id } = created.json() as { id: string };
      const list = await call(endpoints.list, owner.headers);
      expect(list.json()).toMatchObject({ total: 1, page: 0, content: [{ id }] });
      const read = await call(endpoints.get, owner.headers, id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created.json());
      const updated = await call(endpoints.update, owner.headers, id, cases.updateBody);
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id });
      expect((await call(endpoints.remove, owner.headers, id)).statusCode).toBe(200);
      expect(await listIds(owner.headers)).not.toContain(id);
      const afterRemove = cases.getAfterRemove ?? 404;
      expect((await call(endpoints.get, owner.headers, id)).statusCode).toBe(afterRemove);
    });

    it('answers 400 with the fields at fault for an invalid body or id', async () => {
      const owner = await signUp(cases.app());
      const bad = await call(endpoints.create, owner.headers, undefined, cases.invalidBody.body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(serverErrors.badRequest);
      expect(Object.keys(bad.json().details).sort()).toEqual([...cases.invalidBody.fields].sort());
      for (const response of await Promise.all(recordCalls('not-an-id', owner.headers))) {
        expect(response.statusCode).toBe(400);
      }
    });

    it("answers 404 for another store's record, or none, and changes nothing", async () => {
      const [owner, rival] = [await signUp(cases.app()), await signUp(cases.app())];
      const theirs = await cases.make(rival);
      for (const id of [theirs, OTHER_ID]) {
        for (const response of await Promise.all(recordCalls(id, owner.headers))) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: serverErrors.notFound });
        }
      }
      expect(await listIds(owner.headers)).not.toContain(theirs);
      expect(await listIds(rival.headers)).toContain(theirs);
    });

    const { wrongUser, sameStoreUser } = cases;
    if (wrongUser) {
      it('refuses the wrong type of user (403), and changes nothing', async () => {
        const owner = await signUp(cases.app());
        const id = await cases.make(owner);
        const headers = await wrongUser(owner);
        const responses = await Promise.all([
          call(endpoints.list, headers),
          call(endpoints.create, headers, undefined, cases.validBody()),
          ...recordCalls(id, headers),
        ]);
        for (const response of responses) expect(response.statusCode).toBe(403);
        expect(await listIds(owner.headers)).toContain(id);
      });
    }

    if (sameStoreUser) {
      it("lets another user of the store work on the owner's records", async () => {
        const owner = await signUp(cases.app());
        const id = await cases.make(owner);
        const headers = await sameStoreUser(owner);
        expect(await listIds(headers)).toContain(id);
        const read = await call(endpoints.get, headers, id);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toMatchObject({ id });
        const created = await call(endpoints.create, headers, undefined, cases.validBody());
        expect(created.statusCode).toBe(endpoints.create.status);
        expect(await listIds(owner.headers)).toContain(created.json().id);
        expect((await call(endpoints.update, headers, id, cases.updateBody)).statusCode).toBe(200);
        expect((await call(endpoints.remove, headers, id)).statusCode).toBe(200);
        expect(await listIds(owner.headers)).not.toContain(id);
      });
    }

    it('refuses a call without a session (401)', async () => {
      const owner = await signUp(cases.app());
      const id = await cases.make(owner);
      const responses = await Promise.all([
        call(endpoints.list, {}),
        call(endpoints.create, {}, undefined, cases.validBody()),
        ...recordCalls(id, {}),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: serverErrors.tokenMissing });
      }
    });
  });
}

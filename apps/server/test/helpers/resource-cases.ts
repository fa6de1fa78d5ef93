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
  /**
   * `get`, `update`, `remove` and every action take the record's id as `:id`. An area without
   * one of them (orders: no create, update is the status move) runs the cases on those it has.
   */
  endpoints: {
    list: AnyEndpoint;
    get?: AnyEndpoint;
    create?: Create;
    update?: Update;
    remove?: AnyEndpoint;
  };
  /** Endpoints on one record besides update and remove, called without a body (e.g. resend). */
  actions?: AnyEndpoint[];
  /** With `create`: a body it takes, and one it refuses with the fields its 400 names. */
  validBody?: () => EndpointBody<Create>;
  invalidBody?: { body: unknown; fields: string[] };
  /** With `update`: a body it takes for a record `make` gave. */
  updateBody?: EndpointBody<Update>;
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
  const { get, create, update, remove } = endpoints;
  const validBody = () => {
    if (!cases.validBody) throw new Error(`${cases.name}: create needs validBody`);
    return cases.validBody();
  };
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
    ...(get ? [call(get, headers, id)] : []),
    ...(update ? [call(update, headers, id, cases.updateBody)] : []),
    ...(remove ? [call(remove, headers, id)] : []),
    ...(cases.actions ?? []).map((action) => call(action, headers, id)),
  ];
  /** The calls of the whole area: the list, create and every call on the record `id`. */
  const areaCalls = (id: string, headers: Headers) => [
    call(endpoints.list, headers),
    ...(create ? [call(create, headers, undefined, validBody())] : []),
    ...recordCalls(id, headers),
  ];
  const verbs = [
    create ? 'creates' : undefined,
    'lists',
    !create && get ? 'reads' : undefined,
    update ? 'updates' : undefined,
    remove ? 'removes' : undefined,
  ].filter((verb) => verb !== undefined);
  const happyPath = `${verbs.slice(0, -1).join(', ')} and ${verbs.at(-1)} a record of the store`;

  describe(`${cases.name}: the standard resource cases`, () => {
    it(happyPath, async () => {
      const owner = await signUp(cases.app());
      const created = create && (await call(create, owner.headers, undefined, validBody()));
      if (created) expect(created.statusCode).toBe(create.status);
      const id = created ? (created.json() as { id: string }).id : await cases.make(owner);
      const list = await call(endpoints.list, owner.headers);
      expect(list.json()).toMatchObject({ total: 1, page: 0, content: [{ id }] });
      if (get) {
        const read = await call(get, owner.headers, id);
        expect(read.statusCode).toBe(200);
        if (created) expect(read.json()).toEqual(created.json());
        else expect(read.json()).toMatchObject({ id });
      }
      if (update) {
        const updated = await call(update, owner.headers, id, cases.updateBody);
        expect(updated.statusCode).toBe(200);
        expect(updated.json()).toMatchObject({ id });
      }
      if (!remove) return;
      expect((await call(remove, owner.headers, id)).statusCode).toBe(200);
      expect(await listIds(owner.headers)).not.toContain(id);
      const afterRemove = cases.getAfterRemove ?? 404;
      if (get) expect((await call(get, owner.headers, id)).statusCode).toBe(afterRemove);
    });

    const { invalidBody } = cases;
    const invalidName = create ? 'the fields at fault for an invalid body or id' : 'an invalid id';
    it(`answers 400 with ${invalidName}`, async () => {
      const owner = await signUp(cases.app());
      if (create) {
        if (!invalidBody) throw new Error(`${cases.name}: create needs invalidBody`);
        const bad = await call(create, owner.headers, undefined, invalidBody.body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error).toBe(serverErrors.badRequest);
        expect(Object.keys(bad.json().details).sort()).toEqual([...invalidBody.fields].sort());
      }
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
        const responses = await Promise.all(areaCalls(id, headers));
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
        if (get) {
          const read = await call(get, headers, id);
          expect(read.statusCode).toBe(200);
          expect(read.json()).toMatchObject({ id });
        }
        if (create) {
          const created = await call(create, headers, undefined, validBody());
          expect(created.statusCode).toBe(create.status);
          expect(await listIds(owner.headers)).toContain(created.json().id);
        }
        if (update) {
          expect((await call(update, headers, id, cases.updateBody)).statusCode).toBe(200);
        }
        if (!remove) return;
        expect((await call(remove, headers, id)).statusCode).toBe(200);
        expect(await listIds(owner.headers)).not.toContain(id);
      });
    }

    it('refuses a call without a session (401)', async () => {
      const owner = await signUp(cases.app());
      const id = await cases.make(owner);
      const responses = await Promise.all(areaCalls(id, {}));
      for (const response of responses) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: serverErrors.tokenMissing });
      }
    });
  });
}

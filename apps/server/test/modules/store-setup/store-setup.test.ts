import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import type { StoreSetup, UpdateStoreSetupRequest } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import type { FilePurpose } from '@olivia/contracts/upload';
import { stores } from '../../../src/db/schema/accounts';
import { signIn, signUp, type SignedIn } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { picture, storeIdOf, uploadImage } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const getSetup = (headers: Headers) =>
  app.inject({ url: endpointUrl(storeSetupEndpoints.get), headers });
const putSetup = (headers: Headers, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(storeSetupEndpoints.update),
    headers,
    payload: payload as Record<string, unknown>,
  });
const putLogo = (headers: Headers, logourl: string) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(storeSetupEndpoints.setLogo),
    headers,
    payload: { logourl },
  });
const deleteLogo = (headers: Headers) =>
  app.inject({ method: 'DELETE', url: endpointUrl(storeSetupEndpoints.removeLogo), headers });
const storefront = async (owner: SignedIn) =>
  (
    await app.inject({ url: endpointUrl(storefrontEndpoints.store, { slug: owner.body.url }) })
  ).json();

const setupBody = (overrides: Partial<UpdateStoreSetupRequest> = {}): UpdateStoreSetupRequest => ({
  name: 'Ada Fabrics Ltd',
  description: 'Hand-dyed cotton since 1998',
  email: 'Shop@AdaFabrics.example',
  phone: '+234 801 234 5678',
  address: '12 Balogun Market, Lagos',
  deliveryfee: 1_500.5,
  ...overrides,
});

async function upload(owner: SignedIn, purpose: FilePurpose) {
  const response = await uploadImage(app, owner.headers, await picture('png', 200, 200), {
    purpose,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageURL: string }>().imageURL;
}

describe('GET /store-setup', () => {
  it("answers a fresh store's set-up to every user of the store", async () => {
    const owner = await signUp(app, { businessname: 'Fresh Shop' });
    const expected: StoreSetup = {
      name: 'Fresh Shop',
      url: owner.body.url,
      description: '',
      email: '',
      phone: '',
      address: '',
      deliveryfee: 0,
      returnwindowdays: 14,
      currency: 'NGN',
      logourl: '',
    };
    expect((await getSetup(owner.headers)).json()).toEqual(expected);
    const staff = await getSetup(await staffHeaders(app, owner));
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual(expected);
    expect((await getSetup({})).statusCode).toBe(401);
  });
});

describe('PUT /store-setup', () => {
  it('changes the set-up, in minor units inside, audited with the fields that changed', async () => {
    const owner = await signUp(app, { businessname: 'Ada Fabrics' });
    const storeId = await storeIdOf(owner.email);
    const response = await putSetup(owner.headers, setupBody());
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      name: 'Ada Fabrics Ltd',
      url: owner.body.url,
      description: 'Hand-dyed cotton since 1998',
      email: 'shop@adafabrics.example',
      phone: '+2348012345678',
      address: '12 Balogun Market, Lagos',
      deliveryfee: 1_500.5,
      // Not sent: the window stays as it was.
      returnwindowdays: 14,
      currency: 'NGN',
      logourl: '',
    };
    expect(response.json()).toEqual(expected);
    expect((await getSetup(owner.headers)).json()).toEqual(expected);

    const { db } = await testDatabase();
    const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
    expect(row?.deliveryFee).toBe(150_050n);
    expect(await storefront(owner)).toMatchObject({
      name: 'Ada Fabrics Ltd',
      description: 'Hand-dyed cotton since 1998',
      email: 'shop@adafabrics.example',
      phone: '+2348012345678',
      deliveryfee: 1_500.5,
    });
    // The next sign-in speaks the new name.
    expect((await signIn(app, owner.email, owner.password)).json().businessname).toBe(
      'Ada Fabrics Ltd',
    );

    // The store's first entry is its opening, at sign-up.
    const [opened, audit] = await auditOf(storeId);
    expect(opened).toMatchObject({ action: 'store.created', entityType: 'store', storeId });
    expect(audit).toMatchObject({ action: 'store.updated', entityType: 'store', storeId });
    expect(audit?.changes).toEqual({
      name: { from: 'Ada Fabrics', to: 'Ada Fabrics Ltd' },
      description: { from: '', to: 'Hand-dyed cotton since 1998' },
      email: { from: '', to: 'shop@adafabrics.example' },
      phone: { from: '', to: '+2348012345678' },
      address: { from: '', to: '12 Balogun Market, Lagos' },
      deliveryfee: { from: 0, to: 1_500.5 },
    });
  });

  it('answers 400 with the fields at fault, and for a NUL anywhere, changing nothing', async () => {
    const owner = await signUp(app, { businessname: 'Strict Shop' });
    const bad = await putSetup(
      owner.headers,
      setupBody({ name: ' ', email: 'nope', deliveryfee: -1 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(serverErrors.badRequest);
    expect(Object.keys(bad.json().details).sort()).toEqual(['deliveryfee', 'email', 'name']);
    const nul = await putSetup(owner.headers, setupBody({ description: 'cotton\u0000' }));
    expect(nul.statusCode).toBe(400);
    expect((await putSetup(owner.headers, { name: 'Only a name' })).statusCode).toBe(400);
    expect((await getSetup(owner.headers)).json()).toMatchObject({
      name: 'Strict Shop',
      email: '',
    });
    const entries = await auditOf(await storeIdOf(owner.email));
    expect(entries.map((entry) => entry.action)).toEqual(['store.created']);
  });

  it('refuses a sub-user (403) and a call without a session (401), changing nothing', async () => {
    const owner = await signUp(app, { businessname: 'Owner Only' });
    const staff = await staffHeaders(app, owner);
    const logo = await upload(owner, 'logo');
    for (const response of [
      await putSetup(staff, setupBody()),
      await putLogo(staff, logo),
      await deleteLogo(staff),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    for (const response of [
      await putSetup({}, setupBody()),
      await putLogo({}, logo),
      await deleteLogo({}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: serverErrors.tokenMissing });
    }
    expect((await getSetup(owner.headers)).json()).toMatchObject({
      name: 'Owner Only',
      logourl: '',
    });
  });
});

describe('the logo', () => {
  it("is set to the store's own uploaded logo, shown at sign-in and on the storefront", async () => {
    const owner = await signUp(app);
    const storeId = await storeIdOf(owner.email);
    const logo = await upload(owner, 'logo');
    const response = await putLogo(owner.headers, logo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StoreSetup>().logourl).toBe(logo);
    expect(logo).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect((await signIn(app, owner.email, owner.password)).json().logourl).toBe(logo);
    expect((await storefront(owner)).logourl).toBe(logo);
    expect((await app.inject({ url: logo })).statusCode).toBe(200);
    const [, audit] = await auditOf(storeId);
    expect(audit).toMatchObject({
      action: 'store.logo_changed',
      changes: { logourl: { from: '', to: logo } },
    });
  });

  it("refuses another store's logo, a product image and a link that is no upload (400)", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const theirs = await upload(rival, 'logo');
    const product = await upload(owner, 'product');
    for (const logourl of [theirs, product, '/files/00000000-0000-4000-8000-000000000000']) {
      const response = await putLogo(owner.headers, logourl);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: messages.imageNotUploaded,
        details: { logourl: [messages.imageNotUploaded] },
      });
    }
    const elsewhere = await putLogo(owner.headers, 'https://cdn.example.com/logo.png');
    expect(elsewhere.statusCode).toBe(400);
    expect((await getSetup(owner.headers)).json().logourl).toBe('');
    const entries = await auditOf(await storeIdOf(owner.email));
    expect(entries.map((entry) => entry.action)).toEqual(['store.created']);
  });

  it('is removed, audited, and signs in without a logo afterwards', async () => {
    const owner = await signUp(app);
    const storeId = await storeIdOf(owner.email);
    const logo = await upload(owner, 'logo');
    expect((await putLogo(owner.headers, logo)).statusCode).toBe(200);
    const removed = await deleteLogo(owner.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 200, message: 'Logo removed' });
    expect((await getSetup(owner.headers)).json().logourl).toBe('');
    expect((await signIn(app, owner.email, owner.password)).json().logourl).toBe('');
    const audits = await auditOf(storeId);
    expect(audits.map((audit) => audit.action)).toEqual([
      'store.created',
      'store.logo_changed',
      'store.logo_removed',
    ]);
    expect(audits[2]?.changes).toEqual({ logourl: { from: logo, to: '' } });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { createAddress, listAddresses, newAddress, postAddress } from '../../helpers/addresses';
import { signUp } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'addresses',
  app: () => app,
  endpoints: addressEndpoints,
  validBody: () => newAddress(),
  invalidBody: {
    body: { kind: 'shed', label: '', line1: 'x'.repeat(301), city: 'Yaba', phone: 'call me' },
    fields: ['kind', 'label', 'line1', 'phone'],
  },
  updateBody: { landmark: 'Behind the bus stop' },
  make: async (owner) => (await createAddress(app, owner)).id,
  actions: [addressEndpoints.makeDefault],
  wrongUser: (owner) => staffHeaders(app, owner),
});

const put = (headers: Record<string, string>, id: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(addressEndpoints.update, { id }),
    headers,
    payload,
  });

describe("an address follows its store's country", () => {
  it('needs a state from the fixed list in an NGN store; nothing is written on a 400', async () => {
    const owner = await signUp(app);
    const missing = await postAddress(app, owner.headers, newAddress({ state: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: serverErrors.badRequest,
      details: { state: [messages.required] },
    });
    const unknown = await postAddress(app, owner.headers, { ...newAddress(), state: 'Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ state: [messages.stateInvalid] });
    expect((await listAddresses(app, owner.headers)).total).toBe(0);

    const made = await createAddress(app, owner, { state: 'FCT', city: 'Wuse', lga: 'AMAC' });
    expect(made).toMatchObject({ state: 'FCT', lga: 'AMAC', phone: '+2348035550199' });
    const cleared = await put(owner.headers, made.id, { state: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().details).toEqual({ state: [messages.required] });
  });

  it('needs a valid UK postcode in a GBP store, kept as Royal Mail writes it', async () => {
    const owner = await signUp(app, { currency: 'GBP' });
    const body = newAddress({ state: null, lga: '', city: 'London', line1: '3 Bankside' });
    const bad = await postAddress(app, owner.headers, { ...body, postcode: 'LAGOS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ postcode: [messages.postcodeInvalid] });
    const none = await postAddress(app, owner.headers, body);
    expect(none.json().details).toEqual({ postcode: [messages.required] });

    const made = await createAddress(app, owner, { ...body, postcode: 'se19tg', state: 'Lagos' });
    expect(made).toMatchObject({ postcode: 'SE1 9TG', state: null, lga: '' });
    const renamed = await put(owner.headers, made.id, { postcode: 'ec1a1bb' });
    expect(renamed.json()).toMatchObject({ postcode: 'EC1A 1BB' });
    const broken = await put(owner.headers, made.id, { postcode: '12345' });
    expect(broken.statusCode).toBe(400);
    expect((await listAddresses(app, owner.headers)).content[0]?.postcode).toBe('EC1A 1BB');
  });
});

describe('the address list', () => {
  it('searches label, contact, city and postcode; filters by kind and state; sorts by label', async () => {
    const owner = await signUp(app);
    await createAddress(app, owner, { label: 'Yaba shop', kind: 'pickup' });
    await createAddress(app, owner, {
      label: 'Ikeja warehouse',
      kind: 'warehouse',
      contactname: 'Chinedu Obi',
      city: 'Ikeja',
    });
    await createAddress(app, owner, {
      label: 'Abuja returns',
      kind: 'return',
      city: 'Wuse',
      state: 'FCT',
      postcode: '900288',
    });
    const labels = async (query: string) =>
      (await listAddresses(app, owner.headers, query)).content.map((a) => a.label);
    expect(await labels('?q=chinedu')).toEqual(['Ikeja warehouse']);
    expect(await labels('?q=ikeja')).toEqual(['Ikeja warehouse']);
    expect(await labels('?q=900288')).toEqual(['Abuja returns']);
    expect(await labels('?kind=pickup')).toEqual(['Yaba shop']);
    expect(await labels('?state=FCT')).toEqual(['Abuja returns']);
    expect(await labels('?sort=label&order=asc')).toEqual([
      'Abuja returns',
      'Ikeja warehouse',
      'Yaba shop',
    ]);
    const bad = await app.inject({
      url: `${endpointUrl(addressEndpoints.list)}?kind=shed`,
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("an address's account log", () => {
  it('records created, updated and removed with what changed', async () => {
    const owner = await signUp(app);
    const made = await createAddress(app, owner);
    await put(owner.headers, made.id, { label: 'Yaba pickup point' });
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(addressEndpoints.remove, { id: made.id }),
      headers: owner.headers,
    });
    const rows = await auditOf(made.id);
    expect(rows.map((row) => [row.action, row.entityType])).toEqual([
      ['address.created', 'address'],
      ['address.updated', 'address'],
      ['address.removed', 'address'],
    ]);
    expect(rows[1]?.changes).toEqual({ label: { from: 'Yaba shop', to: 'Yaba pickup point' } });
  });
});

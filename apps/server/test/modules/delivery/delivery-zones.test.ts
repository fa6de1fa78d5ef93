import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZoneEndpoints } from '@olivia/contracts/delivery-zone-endpoints';
import type { DeliveryZone, DeliveryZoneList } from '@olivia/contracts/delivery-zones';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import { createZone, newZone } from '../../helpers/delivery';
import { signUp, type SignedIn } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'delivery zones',
  app: () => app,
  endpoints: deliveryZoneEndpoints,
  validBody: () => newZone(),
  invalidBody: {
    body: { name: ' ', country: 'NG', regions: ['Atlantis'], fee: -1, days: [] },
    fields: ['name', 'fee', 'days'],
  },
  updateBody: { active: false },
  make: async (owner) => (await createZone(app, owner)).id,
});

const send = (owner: SignedIn, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: owner.headers, payload });
const create = (owner: SignedIn, payload: object) =>
  send(owner, 'POST', endpointUrl(deliveryZoneEndpoints.create), payload);
const list = async (owner: SignedIn, query: Record<string, string> = {}) => {
  const response = await app.inject({
    url: `${endpointUrl(deliveryZoneEndpoints.list)}?${new URLSearchParams(query).toString()}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeliveryZoneList>();
};

describe('delivery zones', () => {
  it('are read by a sub-user but changed only by the main user (403, nothing changed)', async () => {
    const owner = await signUp(app);
    const zone = await createZone(app, owner);
    const headers = await staffHeaders(app, owner);
    const read = await app.inject({
      url: endpointUrl(deliveryZoneEndpoints.get, { id: zone.id }),
      headers,
    });
    expect(read.statusCode).toBe(200);
    const url = endpointUrl(deliveryZoneEndpoints.update, { id: zone.id });
    const calls = await Promise.all([
      app.inject({
        method: 'POST',
        url: endpointUrl(deliveryZoneEndpoints.create),
        headers,
        payload: newZone(),
      }),
      app.inject({ method: 'PUT', url, headers, payload: { fee: 1 } }),
      app.inject({ method: 'DELETE', url, headers }),
    ]);
    expect(calls.map((call) => call.statusCode)).toEqual([403, 403, 403]);
    expect((await list(owner)).content).toMatchObject([{ id: zone.id, fee: 1500 }]);
  });

  it('keep regions normalised, money in major units, and log each change', async () => {
    const owner = await signUp(app);
    const zone = await createZone(app, owner, {
      regions: ['lagos / Ikeja', 'LAGOS/ikeja', 'fct'],
      fee: 1500.5,
      freeabove: 50_000,
      minorder: 5000,
      days: [6, 1, 3],
      slots: [{ from: '09:00', to: '12:00' }],
    });
    expect(zone).toMatchObject({
      country: 'NG',
      regions: ['Lagos/Ikeja', 'FCT'],
      fee: 1500.5,
      freeabove: 50_000,
      minorder: 5000,
      days: [1, 3, 6],
      ordercount: 0,
    });
    const changed = await send(
      owner,
      'PUT',
      endpointUrl(deliveryZoneEndpoints.update, { id: zone.id }),
      {
        fee: 2000,
        freeabove: null,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<DeliveryZone>()).toMatchObject({ fee: 2000, freeabove: null });
    const audit = await auditOf(zone.id);
    expect(audit.map((row) => row.action)).toEqual([
      'delivery_zone.created',
      'delivery_zone.updated',
    ]);
  });

  it('refuse a region of another country, windows that end first, and a zone outside the store country', async () => {
    const owner = await signUp(app);
    const wrongKind = await create(owner, newZone({ regions: ['SW1A'] }));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().details['regions.0']).toEqual([deliveryMessages.zoneRegionInvalidNg]);
    const windows = await create(owner, newZone({ slots: [{ from: '12:00', to: '09:00' }] }));
    expect(windows.statusCode).toBe(400);
    const abroad = await create(owner, newZone({ country: 'GB', regions: ['SW'] }));
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().details.country).toEqual([deliveryMessages.zoneCountryMismatch]);
    expect((await list(owner)).total).toBe(0);

    const london = await signUp(app, { currency: 'GBP' });
    const zone = await createZone(app, london, { country: 'GB', regions: ['sw1a', 'E'] });
    expect(zone.regions).toEqual(['SW1A', 'E']);
  });

  it('are searched by name and region, filtered by status and sorted by fee', async () => {
    const owner = await signUp(app);
    await createZone(app, owner, { name: 'Island', regions: ['Lagos/Eti-Osa'], fee: 3000 });
    await createZone(app, owner, { name: 'Abuja', regions: ['FCT'], fee: 5000, active: false });
    await createZone(app, owner, { name: 'Mainland', fee: 1500 });
    expect((await list(owner, { q: 'eti-osa' })).content.map((z) => z.name)).toEqual(['Island']);
    expect((await list(owner, { status: 'inactive' })).content.map((z) => z.name)).toEqual([
      'Abuja',
    ]);
    const byFee = await list(owner, { sort: 'fee', order: 'asc' });
    expect(byFee.content.map((z) => z.fee)).toEqual([1500, 3000, 5000]);
  });
});

import { deliveryZoneEndpoints } from '@olivia/contracts/delivery-zone-endpoints';
import type { DeliveryZone } from '@olivia/contracts/delivery-zones';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const zoneId = (index: number) => `00000000-0000-4000-8000-0000000000${10 + index}`;

export const zone = (index: number, overrides: Partial<DeliveryZone> = {}): DeliveryZone => ({
  id: zoneId(index),
  name: ['Lagos mainland', 'Lagos island', 'Abuja'][index - 1] ?? `Zone ${index}`,
  country: 'NG',
  regions: [['Lagos'], ['Lagos/Eti-Osa', 'Lagos/Lagos Island'], ['FCT']][index - 1] ?? ['Oyo'],
  fee: 1500 * index,
  freeabove: index === 1 ? 50_000 : null,
  minorder: 0,
  days: [1, 2, 3, 4, 5, 6],
  slots: index === 2 ? [{ from: '09:00', to: '12:00' }] : [],
  priority: 0,
  active: index !== 3,
  ordercount: index === 1 ? 7 : 0,
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

/** A fake of the zones API holding `store`, narrowed by `status` like the server. */
export function fakeZonesApi(store: DeliveryZone[], create?: () => Response | undefined) {
  const indexOf = (id: string) => store.findIndex((z) => z.id === id);
  return fakeApi(
    fakeEndpoint(deliveryZoneEndpoints.list, ({ query }) => {
      const content = store.filter(
        (z) => !query.status || z.active === (query.status === 'active'),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(
      deliveryZoneEndpoints.get,
      ({ params }) => store[indexOf(params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(deliveryZoneEndpoints.create, ({ body }) => {
      const refused = create?.();
      if (refused) return refused;
      const created = { ...zone(store.length + 1), ordercount: 0, ...body } as DeliveryZone;
      store.push(created);
      return created;
    }),
    fakeEndpoint(deliveryZoneEndpoints.update, ({ params, body }) => {
      const index = indexOf(params.id);
      store[index] = { ...store[index], ...body } as DeliveryZone;
      return store[index];
    }),
    fakeEndpoint(deliveryZoneEndpoints.remove, ({ params }) => {
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'Delivery zone removed' };
    }),
  );
}

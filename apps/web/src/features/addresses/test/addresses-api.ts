import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import type { Address } from '@olivia/contracts/addresses';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const addressId = (index: number) => `00000000-0000-4000-8000-0000000001${10 + index}`;

export const address = (index: number, overrides: Partial<Address> = {}): Address => ({
  id: addressId(index),
  kind: 'pickup',
  label: ['Yaba shop', 'Ikeja warehouse', 'Returns desk'][index - 1] ?? `Address ${index}`,
  contactname: 'Tunde Bakare',
  phone: '+2348035550199',
  line1: '14 Tejuosho Market Road',
  line2: '',
  city: 'Yaba',
  state: 'Lagos',
  lga: 'Lagos Mainland',
  postcode: '',
  landmark: index === 1 ? 'the footbridge' : '',
  isdefault: index === 1,
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

const indexOf = (store: Address[], id: string) => store.findIndex((a) => a.id === id);

/** A fake of the address book API holding `store`; lists answer it whatever the query. */
export function mockAddressesApi(store: Address[]) {
  return fakeApi(
    fakeEndpoint(addressEndpoints.list, () => ({
      content: store,
      total: store.length,
      page: 0,
      size: 10,
    })),
    fakeEndpoint(
      addressEndpoints.get,
      ({ params }) => store[indexOf(store, params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(addressEndpoints.create, ({ body }) => {
      const created = { ...address(store.length + 1), ...body } as Address;
      store.push(created);
      return created;
    }),
    fakeEndpoint(addressEndpoints.update, ({ params, body }) => {
      const index = indexOf(store, params.id);
      store[index] = { ...store[index], ...body } as Address;
      return store[index];
    }),
    fakeEndpoint(addressEndpoints.makeDefault, ({ params }) => {
      const chosen = store[indexOf(store, params.id)] as Address;
      for (const other of store) {
        if (other.kind === chosen.kind) other.isdefault = other.id === chosen.id;
      }
      return chosen;
    }),
    fakeEndpoint(addressEndpoints.remove, ({ params }) => {
      store.splice(indexOf(store, params.id), 1);
      return { status: 200, message: 'Address removed' };
    }),
  );
}

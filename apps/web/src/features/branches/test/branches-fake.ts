import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import type { Branch, BranchDetail } from '@olivia/contracts/branches';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const branchId = (index: number) => `00000000-0000-4000-8000-0000000000${20 + index}`;
export const ADDRESS_ID = '00000000-0000-4000-8000-000000000091';
export const STAFF_ID = '00000000-0000-4000-8000-000000000092';

export const branch = (index: number, overrides: Partial<Branch> = {}): Branch => ({
  id: branchId(index),
  name: ['Yaba shop', 'Ikeja warehouse', 'Lekki fair'][index - 1] ?? `Branch ${index}`,
  kind: index === 2 ? 'warehouse' : index === 3 ? 'popup' : 'shop',
  addressid: index === 1 ? ADDRESS_ID : null,
  address: index === 1 ? 'Yaba shop: 14 Tejuosho Road, Yaba, Lagos' : '',
  phone: '+2348031234567',
  hours: [{ day: 1, opens: '09:00', closes: '18:00' }],
  managerid: index === 1 ? STAFF_ID : null,
  manager: index === 1 ? 'Tunde Bello' : '',
  pickup: index === 1,
  pickupinstructions: index === 1 ? 'Ask at the till' : '',
  active: index !== 3,
  staffcount: index === 1 ? 1 : 0,
  ordercount: index === 1 ? 4 : 0,
  revenue: index === 1 ? 52_300.5 : 0,
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

const withStaff = (row: Branch): BranchDetail => ({
  ...row,
  staff:
    row.staffcount > 0
      ? [{ id: STAFF_ID, name: 'Tunde Bello', email: 'tunde@example.com', disabled: false }]
      : [],
});

/**
 * A fake of the branches API holding `store` (changed by create, update and remove), with the
 * address book and sub-users the form offers. Lists answer the store narrowed by kind, status
 * and pickup, like the server; `remove` may be refused.
 */
export function fakeBranchesApi(store: Branch[], remove?: () => Response | undefined) {
  const indexOf = (id: string) => store.findIndex((b) => b.id === id);
  return fakeApi(
    fakeEndpoint(branchEndpoints.list, ({ query }) => {
      const content = store.filter(
        (b) =>
          (!query.kind || b.kind === query.kind) &&
          (!query.status || b.active === (query.status === 'active')) &&
          (!query.pickup || b.pickup === (query.pickup === 'yes')),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(branchEndpoints.get, ({ params }) => {
      const row = store[indexOf(params.id)];
      return row ? withStaff(row) : jsonResponse(404, { error: 'Not Found' });
    }),
    fakeEndpoint(branchEndpoints.create, ({ body }) => {
      const created = { ...branch(store.length + 1), ...body, staffcount: 0 } as Branch;
      store.push(created);
      return withStaff(created);
    }),
    fakeEndpoint(branchEndpoints.update, ({ params, body }) => {
      const index = indexOf(params.id);
      store[index] = { ...store[index], ...body } as Branch;
      return withStaff(store[index]);
    }),
    fakeEndpoint(branchEndpoints.remove, ({ params }) => {
      const refused = remove?.();
      if (refused) return refused;
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'Branch removed' };
    }),
    fakeEndpoint(addressEndpoints.list, () => ({
      content: [
        {
          id: ADDRESS_ID,
          kind: 'office' as const,
          label: 'Yaba shop',
          contactname: '',
          phone: '',
          line1: '14 Tejuosho Road',
          line2: '',
          city: 'Yaba',
          state: 'Lagos' as const,
          lga: '',
          postcode: '',
          landmark: '',
          isdefault: true,
          createdat: '2026-03-05T14:07:00.000Z',
        },
      ],
      total: 1,
      page: 0,
      size: 100,
    })),
    fakeEndpoint(subUserEndpoints.list, () => ({
      content: [
        {
          id: STAFF_ID,
          firstname: 'Tunde',
          lastname: 'Bello',
          email: 'tunde@example.com',
          phone: '+2348039876543',
          allowsubusertransfer: false,
          viewbalance: false,
          status: 'active' as const,
          branchid: branchId(1),
          branch: 'Yaba shop',
          createdat: '2026-03-05T14:07:00.000Z',
        },
      ],
      total: 1,
      page: 0,
      size: 100,
    })),
  );
}

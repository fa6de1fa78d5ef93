import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import type {
  DeliveryRunDetail,
  DeliveryStop,
  WaitingOrders,
} from '@olivia/contracts/delivery-runs';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const runId = (index: number) => `00000000-0000-4000-8000-0000000001${10 + index}`;
export const orderId = (index: number) => `00000000-0000-4000-8000-0000000002${10 + index}`;
const stopId = (index: number) => `00000000-0000-4000-8000-0000000003${10 + index}`;

export const stop = (index: number, overrides: Partial<DeliveryStop> = {}): DeliveryStop => ({
  id: stopId(index),
  position: index,
  orderid: orderId(index),
  ordernumber: 1000 + index,
  customername: ['Chioma Obi', 'Musa Bello', 'Ngozi Eze'][index - 1] ?? `Customer ${index}`,
  phone: '08030000000',
  address: `${index} Allen Avenue`,
  city: 'Lagos',
  state: 'Lagos',
  lga: 'Ikeja',
  postcode: '',
  slot: '',
  itemcount: index,
  total: 12_500,
  due: index === 2 ? 12_500 : 0,
  orderstatus: 'paid',
  status: 'pending',
  note: '',
  photourl: '',
  doneat: null,
  ...overrides,
});

export const run = (
  index: number,
  overrides: Partial<DeliveryRunDetail> = {},
): DeliveryRunDetail => ({
  id: runId(index),
  rundate: '2026-11-30',
  zoneid: null,
  zonename: 'Lagos mainland',
  riderid: null,
  ridername: ['Tunde Bakare', 'Bola Ade'][index - 1] ?? 'Rider',
  riderphone: '08035550101',
  status: 'planned',
  note: '',
  stopcount: 2,
  deliveredcount: 0,
  failedcount: 0,
  createdat: '2026-11-29T08:00:00.000Z',
  updatedat: '2026-11-29T08:00:00.000Z',
  currency: 'NGN',
  stops: [stop(1), stop(2)],
  canmark: true,
  ...overrides,
});

export const waiting: WaitingOrders = {
  groups: [
    {
      zoneid: '00000000-0000-4000-8000-000000000011',
      zonename: 'Lagos mainland',
      orders: [1, 2].map((index) => ({
        orderid: orderId(index),
        number: 1000 + index,
        customername: stop(index).customername,
        phone: '08030000000',
        address: `${index} Allen Avenue`,
        lga: 'Ikeja',
        state: 'Lagos',
        postcode: '',
        slot: '',
        itemcount: index,
        total: 12_500,
        due: 0,
        attempted: false,
      })),
    },
    {
      zoneid: null,
      zonename: '',
      orders: [
        {
          orderid: orderId(3),
          number: 1003,
          customername: 'Ngozi Eze',
          phone: '08030000000',
          address: '3 Broad Street',
          lga: '',
          state: 'Ogun',
          postcode: '',
          slot: '',
          itemcount: 1,
          total: 5000,
          due: 5000,
          attempted: true,
        },
      ],
    },
  ],
};

/** A fake of the runs API holding `store`; each action answers the run as the server would. */
export function fakeRunsApi(store: DeliveryRunDetail[]) {
  const find = (id: string) => store.find((r) => r.id === id);
  const answer = (id: string, change: (r: DeliveryRunDetail) => void) => {
    const found = find(id);
    if (!found) return jsonResponse(404, { error: 'Not Found' });
    change(found);
    return found;
  };
  return fakeApi(
    fakeEndpoint(deliveryRunEndpoints.list, ({ query }) => {
      const content = store.filter((r) => !query.status || r.status === query.status);
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(deliveryRunEndpoints.waiting, () => waiting),
    fakeEndpoint(deliveryRunEndpoints.get, ({ params }) => answer(params.id, () => undefined)),
    fakeEndpoint(deliveryRunEndpoints.create, ({ body }) => {
      const created = run(store.length + 1, {
        stops: body.orderids.map((id, index) => stop(index + 1, { orderid: id })),
      });
      store.push(created);
      return created;
    }),
    fakeEndpoint(deliveryRunEndpoints.update, ({ params, body }) =>
      answer(params.id, (r) => {
        Object.assign(r, {
          riderid: body.riderid ?? null,
          ridername: body.ridername ?? '',
          riderphone: body.riderphone ?? '',
          note: body.note ?? '',
          stops: body.orderids.map((id, index) => ({
            ...(r.stops.find((s) => s.orderid === id) ?? stop(index + 1, { orderid: id })),
            position: index + 1,
          })),
        });
      }),
    ),
    fakeEndpoint(deliveryRunEndpoints.reorder, ({ params, body }) =>
      answer(params.id, (r) => {
        r.stops = body.stopids.map((id, index) => ({
          ...(r.stops.find((s) => s.id === id) as DeliveryStop),
          position: index + 1,
        }));
      }),
    ),
    fakeEndpoint(deliveryRunEndpoints.start, ({ params }) =>
      answer(params.id, (r) => {
        r.status = 'out';
      }),
    ),
    fakeEndpoint(deliveryRunEndpoints.cancel, ({ params }) =>
      answer(params.id, (r) => {
        r.status = 'cancelled';
        r.stops = [];
      }),
    ),
    fakeEndpoint(deliveryRunEndpoints.markStop, ({ params, body }) =>
      answer(params.id, (r) => {
        r.stops = r.stops.map((s) =>
          s.id === params.stopId ? { ...s, status: body.status, note: body.note ?? '' } : s,
        );
      }),
    ),
    fakeEndpoint(subUserEndpoints.list, () => ({ content: [], total: 0, page: 0, size: 100 })),
  );
}

import { OrderSchema, type OrderDetail, type OrderItem } from '@olivia/contracts/orders';
import { orderMessages } from '@olivia/contracts/order-messages';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import type { Return } from '@olivia/contracts/returns';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const returned = (index: number, overrides: Partial<Return> = {}): Return => ({
  id: uuid(index),
  orderid: uuid(100 + index),
  ordernumber: 1000 + index,
  itemid: uuid(200 + index),
  productname: ['Ankara dress', 'Leather sandals', 'Beaded bag'][index - 1] ?? `Product ${index}`,
  variant: '',
  quantity: 1,
  reason: 'Too small',
  status: 'requested',
  requestedby: 'merchant',
  customername: 'Bola Ade',
  createdat: '2026-03-05T14:07:00.000Z',
  updatedat: '2026-03-06T09:30:00.000Z',
  ...overrides,
});

const line = (index: number, overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: uuid(300 + index),
  productid: uuid(400 + index),
  variantid: null,
  name: ['Ankara dress', 'Leather sandals'][index - 1] ?? `Product ${index}`,
  variant: '',
  sku: '',
  image: '',
  unitprice: 15000,
  quantity: 1,
  total: 15000,
  returnedquantity: 0,
  ...overrides,
});

/** Order #1001: three dresses (M / Blue), one back already, and a pair of sandals all returned. */
export const order = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: uuid(501),
  number: 1001,
  total: 60000,
  orderStatus: 'delivered',
  createdat: '2026-03-01T10:00:00.000Z',
  currency: 'NGN',
  customer: { id: uuid(601), name: 'Bola Ade', email: 'bola@example.com', phone: '' },
  itemcount: 4,
  paymentstate: 'paid',
  amountpaid: 60000,
  updatedat: '2026-03-02T10:00:00.000Z',
  source: 'storefront',
  subtotal: 60000,
  deliveryfee: 0,
  discount: 0,
  discountreason: '',
  delivery: {
    fulfilment: 'delivery',
    state: '',
    lga: '',
    postcode: '',
    zone: '',
    slot: '',
    pickup: '',
  },
  branch: null,
  paymentmethod: 'transfer',
  address: '',
  city: '',
  note: '',
  paidat: '2026-03-01T10:05:00.000Z',
  items: [
    line(1, { variant: 'M / Blue', quantity: 3, returnedquantity: 1 }),
    line(2, { returnedquantity: 1 }),
  ],
  timeline: [],
  payment: null,
  ...overrides,
});

/**
 * A fake of the returns API by its contract endpoints, holding `store`, with the orders it can
 * find (`orders`, searched by number like the server's `q`): a return on an unpaid order is
 * refused as the server does. Tests count requests with `of(endpoint)`.
 */
export function mockReturnsApi(store: Return[], orders: OrderDetail[] = [order()]) {
  const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });
  return fakeApi(
    fakeEndpoint(returnEndpoints.list, ({ query: { status } }) =>
      page(status ? store.filter((r) => r.status === status) : store),
    ),
    fakeEndpoint(returnEndpoints.create, ({ body }) => {
      const found = orders.find((o) => o.id === body.orderid) as OrderDetail;
      if (found.paymentstate !== 'paid') {
        return jsonResponse(409, { error: orderMessages.returnNeedsPaidOrder });
      }
      const item = found.items.find((i) => i.id === body.itemid) as OrderItem;
      const created = returned(store.length + 1, {
        ...body,
        ordernumber: found.number,
        productname: item.name,
        variant: item.variant,
        customername: found.customer.name,
      });
      store.unshift(created);
      return created;
    }),
    fakeEndpoint(returnEndpoints.update, ({ params, body }) => {
      const index = store.findIndex((r) => r.id === params.id);
      store[index] = { ...(store[index] as Return), ...body };
      return store[index];
    }),
    // A list row is the order without its lines, timeline and payment account.
    fakeEndpoint(orderEndpoints.list, ({ query: { q = '' } }) =>
      page(orders.filter((o) => String(o.number).includes(q)).map((o) => OrderSchema.parse(o))),
    ),
    fakeEndpoint(
      orderEndpoints.get,
      ({ params }) =>
        orders.find((o) => o.id === params.id) ?? jsonResponse(404, { error: 'Not Found' }),
    ),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

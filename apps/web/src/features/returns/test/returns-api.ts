import { OrderSchema, type OrderDetail, type OrderItem } from '@olivia/contracts/orders';
import type { CreateReturnRequest, Return } from '@olivia/contracts/store-admin';
import { messages } from '@olivia/contracts/messages';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

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
  subtotal: 60000,
  deliveryfee: 0,
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

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'list' | 'create' | 'update' | 'orders' | 'order';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/returns') return method === 'POST' ? 'create' : 'list';
  if (/^\/api\/olivia\/returns\/[\w-]+$/.test(path)) return 'update';
  if (path === '/api/olivia/orders') return 'orders';
  if (/^\/api\/olivia\/orders\/[\w-]+$/.test(path)) return 'order';
  return undefined;
};

/**
 * A fake of the returns API holding `store`, with the orders it can find (`orders`, searched
 * by number like the server's `q`): a return on an unpaid order is refused as the server does.
 */
export function mockReturnsApi(
  store: Return[],
  orders: OrderDetail[] = [order()],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  const page = (content: unknown[]) =>
    jsonResponse(200, { content, total: content.length, page: 0, size: 10 });
  const defaults: Record<Operation, Answer> = {
    list: ({ url }) => {
      const status = new URL(url, 'http://localhost').searchParams.get('status');
      return page(status ? store.filter((r) => r.status === status) : store);
    },
    create: ({ body }) => {
      const request = body as CreateReturnRequest;
      const found = orders.find((o) => o.id === request.orderid) as OrderDetail;
      if (found.paymentstate !== 'paid') {
        return jsonResponse(409, { error: messages.returnNeedsPaidOrder });
      }
      const item = found.items.find((i) => i.id === request.itemid) as OrderItem;
      const created = returned(store.length + 1, {
        ...request,
        ordernumber: found.number,
        productname: item.name,
        variant: item.variant,
        customername: found.customer.name,
      });
      store.unshift(created);
      return jsonResponse(201, created);
    },
    update: ({ url, body }) => {
      const index = store.findIndex((r) => url.endsWith(r.id));
      store[index] = { ...(store[index] as Return), ...(body as object) };
      return jsonResponse(200, store[index]);
    },
    orders: ({ url }) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      // A list row is the order without its lines, timeline and payment account.
      return page(
        orders.filter((o) => String(o.number).includes(q)).map((o) => OrderSchema.parse(o)),
      );
    },
    order: ({ url }) => {
      const found = orders.find((o) => url.endsWith(o.id));
      return found ? jsonResponse(200, found) : jsonResponse(404, { error: 'Not Found' });
    },
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

import { canMoveOrder, type OrderDetail, type OrderEvent } from '@olivia/contracts/orders';
import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import type { Product } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { OrderRefunds } from '@olivia/contracts/order-refunds';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import type { Customer } from '@olivia/contracts/customers';
import type { ManualOrderRequest } from '@olivia/contracts/manual-orders';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';
import { chatSession } from '../../../test/realtime-api';

export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const ada = {
  id: uuid(801),
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+2348012345678',
};
export const bola = { id: uuid(802), name: 'Bola Ade', email: 'bola@example.com', phone: '' };

export const event = (index: number, overrides: Partial<OrderEvent> = {}): OrderEvent => ({
  id: uuid(600 + index),
  code: 'placed',
  params: {},
  orderStatus: 'pending',
  note: '',
  by: 'Customer',
  at: `2026-03-05T14:0${index}:00.000Z`,
  ...overrides,
});

/** Order #100<index>: two dresses and a bag, paid in full unless told otherwise. */
export const order = (index: number, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: uuid(index),
  number: 1000 + index,
  total: 37500,
  orderStatus: 'paid',
  createdat: `2026-03-0${index}T14:07:00.000Z`,
  currency: 'NGN',
  customer: ada,
  itemcount: 3,
  paymentstate: 'paid',
  amountpaid: 37500,
  updatedat: `2026-03-0${index}T14:07:00.000Z`,
  source: 'storefront',
  subtotal: 35000,
  deliveryfee: 2500,
  discount: 0,
  discountreason: '',
  paymentmethod: 'transfer',
  address: '12 Marina Road',
  city: 'Lagos',
  note: 'Call at the gate',
  delivery: {
    fulfilment: 'delivery',
    state: 'Lagos',
    lga: 'Ikeja',
    postcode: '',
    zone: '',
    slot: '',
    pickup: '',
  },
  branch: null,
  paidat: `2026-03-0${index}T14:09:00.000Z`,
  items: [
    {
      id: uuid(701),
      productid: uuid(301),
      variantid: uuid(401),
      name: 'Ankara dress',
      variant: 'M / Blue',
      sku: 'AD-M',
      image: '/files/img-1',
      unitprice: 15000,
      quantity: 2,
      total: 30000,
      returnedquantity: 0,
    },
    {
      id: uuid(702),
      productid: null,
      variantid: null,
      name: 'Beaded bag',
      variant: '',
      sku: '',
      image: '',
      unitprice: 5000,
      quantity: 1,
      total: 5000,
      returnedquantity: 0,
    },
  ],
  timeline: [event(1)],
  payment: null,
  ...overrides,
});

/** An order still waiting for its transfer: its temporary account and nothing paid. */
export const unpaid = (index: number, overrides: Partial<OrderDetail> = {}) =>
  order(index, {
    orderStatus: 'pending',
    paymentstate: 'unpaid',
    amountpaid: 0,
    paidat: null,
    payment: {
      reference: 'ord_ref1',
      bank: 'Wema Bank',
      accountnumber: '9876543210',
      accountname: 'Olivia / Ada Stores',
      amountdue: 37500,
      expiresat: '2026-03-06T14:07:00.000Z',
    },
    ...overrides,
  });

/** A test's own answer for one endpoint: its request and query string. */
type Answer = (call: {
  request: RecordedRequest;
  query: Record<string, string>;
}) => Response | Promise<Response>;
type Operation =
  | 'startChat'
  | 'list'
  | 'get'
  | 'setStatus'
  | 'bulkStatus'
  | 'customer'
  | 'refunds'
  | 'refund'
  | 'banks'
  | 'validate'
  | 'create'
  | 'customers'
  | 'products'
  | 'orderBanks';

/** Whether an order matches the list's query: status, customer, days and search. */
function matches(item: OrderDetail, search: Record<string, string>): boolean {
  const day = item.createdat.slice(0, 10);
  const q = search.q?.toLowerCase();
  const text = [item.number, item.customer.name, item.customer.email, item.customer.phone];
  return (
    (!search.status || item.orderStatus === search.status) &&
    (!search.customer || item.customer.id === search.customer) &&
    (!search.from || day >= search.from) &&
    (!search.to || day <= search.to) &&
    (!q || text.join(' ').toLowerCase().includes(q))
  );
}

const notFound = () => jsonResponse(404, { error: 'Not Found' });

/** The customer's page of an order taken by the staff, as the server answers it. */
export const customerUrlOf = (id: string) =>
  `http://localhost:5173/store/ada-stores/orders/${id}#secret-token`;

/**
 * An order taken by the staff, as the server would make it from `body`: lines priced from
 * `products`, total = subtotal + delivery − discount, paid at once in cash.
 */
function manualOrder(
  index: number,
  body: ManualOrderRequest,
  products: Product[],
  customers: Customer[],
): OrderDetail {
  const items = body.items.map((line, at) => {
    const product = products.find((p) => p.id === line.productid);
    const variant = product?.variants.find((v) => v.id === line.variantid);
    const unitprice = variant?.price ?? product?.price ?? 0;
    return {
      id: uuid(750 + at),
      productid: line.productid,
      variantid: line.variantid ?? null,
      name: product?.name ?? 'Product',
      variant: variant ? [variant.size, variant.colour].filter(Boolean).join(' / ') : '',
      sku: variant?.sku ?? product?.sku ?? '',
      image: '',
      unitprice,
      quantity: line.quantity,
      total: unitprice * line.quantity,
      returnedquantity: 0,
    };
  });
  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  const deliveryfee = body.deliveryfee ?? 0;
  const discount = body.discount ?? 0;
  const total = subtotal + deliveryfee - discount;
  const paid = body.payment === 'cash';
  const known = customers.find((c) => c.id === body.customerid);
  const customer = known
    ? { id: known.id, name: known.name, email: known.email, phone: known.phone }
    : { id: uuid(850), name: body.name ?? '', email: body.email ?? '', phone: body.phone ?? '' };
  return order(index, {
    id: uuid(900 + index),
    source: 'manual',
    orderStatus: paid ? 'paid' : 'pending',
    paymentstate: paid ? 'paid' : 'unpaid',
    paymentmethod: body.payment,
    amountpaid: paid ? total : 0,
    paidat: paid ? order(index).paidat : null,
    customer,
    items,
    itemcount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    deliveryfee,
    discount,
    discountreason: body.discountreason ?? '',
    total,
    address: body.address ?? '',
    city: body.city ?? '',
    note: body.note ?? '',
    timeline: [event(1, { by: 'Ada Obi' })],
  });
}

/**
 * A fake of the orders API by its contract endpoints, holding `store` (newest first), plus
 * start-chat so the screen's live channel opens. A status move follows ORDER_MOVES (409
 * otherwise) and shows up in the next list. A new order's form searches `customers` and
 * `products`; the order it creates joins `store`. Tests count requests with `of(endpoint)`.
 */
export function mockOrdersApi(
  store: OrderDetail[],
  answers: Partial<Record<Operation, Answer>> = {},
  customers: Customer[] = [],
  products: Product[] = [],
  branches: { id: string; name: string; active: boolean }[] = [],
) {
  let sessions = 0;
  const refunds = new Map<string, OrderRefunds['refunds']>();
  const find = (id: string) => store.findIndex((item) => item.id === id);
  return fakeApi(
    fakeEndpoint(branchEndpoints.list, ({ query }) => {
      const content = branches
        .filter((branch) => !query.status || branch.active === (query.status === 'active'))
        .map((branch) => ({
          ...branch,
          kind: 'shop' as const,
          addressid: null,
          address: '',
          phone: '',
          hours: [],
          managerid: null,
          manager: '',
          pickup: false,
          pickupinstructions: '',
          staffcount: 0,
          ordercount: 0,
          revenue: 0,
          createdat: '2026-03-05T14:07:00.000Z',
        }));
      return { content, total: content.length, page: 0, size: 100 };
    }),
    fakeEndpoint(
      realtimeEndpoints.startChat,
      answers.startChat ?? (() => chatSession((sessions += 1))),
    ),
    fakeEndpoint(
      orderEndpoints.list,
      answers.list ??
        (({ query }) => {
          const content = store.filter((item) => matches(item, query));
          return { content, total: content.length, page: 0, size: 10 };
        }),
    ),
    fakeEndpoint(
      orderEndpoints.get,
      answers.get ?? (({ params }) => store[find(params.id)] ?? notFound()),
    ),
    fakeEndpoint(
      orderEndpoints.setStatus,
      answers.setStatus ??
        (({ params, body: { orderStatus, note } }) => {
          const index = find(params.id);
          const current = store[index] as OrderDetail;
          if (!canMoveOrder(current.orderStatus, orderStatus)) {
            return jsonResponse(409, { error: 'This order cannot move to that status' });
          }
          const changed = event(current.timeline.length + 1, {
            code: 'statusChanged',
            params: { from: current.orderStatus, to: orderStatus },
            orderStatus,
            note,
            by: 'Ada',
          });
          store[index] = { ...current, orderStatus, timeline: [...current.timeline, changed] };
          return store[index];
        }),
    ),
    fakeEndpoint(
      bulkEndpoints.orderStatus,
      answers.bulkStatus ??
        (({ body: { ids, orderStatus } }) => {
          const result = { done: [] as string[], refused: [] as { id: string; reason: string }[] };
          for (const id of [...ids].sort()) {
            const index = find(id);
            const current = store[index];
            if (!current) result.refused.push({ id, reason: 'Not Found' });
            else if (!canMoveOrder(current.orderStatus, orderStatus)) {
              result.refused.push({ id, reason: 'This order cannot move to that status' });
            } else {
              store[index] = { ...current, orderStatus };
              result.done.push(id);
            }
          }
          return result;
        }),
    ),
    fakeEndpoint(
      customerEndpoints.get,
      answers.customer ??
        (({ params }) => customers.find((customer) => customer.id === params.id) ?? notFound()),
    ),
    fakeEndpoint(
      orderEndpoints.refunds,
      answers.refunds ??
        (({ params }) => refundsOf(store[find(params.id)], refunds.get(params.id) ?? [])),
    ),
    fakeEndpoint(
      orderEndpoints.refund,
      answers.refund ??
        (({ params, body }) => {
          const current = store[find(params.id)];
          const done = refunds.get(params.id) ?? [];
          done.unshift({
            id: `refund-${done.length + 1}`,
            ref: body.ref,
            method: body.method,
            amount: body.amount ?? 0,
            reason: body.reason,
            items: [],
            delivery: body.delivery ?? false,
            status: body.method === 'cash' ? 'processed' : 'pending',
            by: 'Ada Obi',
            createdat: '2026-03-07T10:00:00.000Z',
          });
          refunds.set(params.id, done);
          return refundsOf(current, done);
        }),
    ),
    fakeEndpoint(
      transferEndpoints.banks,
      answers.banks ?? (() => ({ banks: [{ code: '058', name: 'GTBank' }] })),
    ),
    fakeEndpoint(
      orderEndpoints.create,
      answers.create ??
        (({ body }) => {
          const created = manualOrder(store.length + 1, body, products, customers);
          store.unshift(created);
          return { order: created, customerurl: customerUrlOf(created.id) };
        }),
    ),
    fakeEndpoint(
      customerEndpoints.list,
      answers.customers ??
        (({ query }) => {
          const q = (query.q ?? '').toLowerCase();
          const content = customers.filter((c) => c.name.toLowerCase().includes(q));
          return { content, total: content.length, page: 0, size: 8 };
        }),
    ),
    fakeEndpoint(
      productEndpoints.list,
      answers.products ??
        (({ query }) => {
          const q = (query.q ?? '').toLowerCase();
          const content = products.filter((p) => p.name.toLowerCase().includes(q));
          return { content, total: content.length, page: 0, size: 8 };
        }),
    ),
    fakeEndpoint(
      storefrontEndpoints.banks,
      answers.orderBanks ?? (() => ({ banks: [{ code: '035', name: 'Wema Bank' }] })),
    ),
    fakeEndpoint(
      transferEndpoints.validate,
      answers.validate ??
        (({ body }) => ({
          beneficiary: 'CHIDI OBI',
          bankname: 'GTBank',
          accountnumber: body.accountnumber,
          amount: body.amount,
          fee: 10.75,
          ref: 'trf_quote0001',
        })),
    ),
  );
}

/** An order's refunds as the fake keeps them: what was paid, went back and is left. */
function refundsOf(order: OrderDetail | undefined, done: OrderRefunds['refunds']): OrderRefunds {
  const paid = order?.amountpaid ?? 0;
  const refunded = done.reduce((sum, refund) => sum + refund.amount, 0);
  return { refunds: done, paid, refunded, refundable: paid - refunded };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

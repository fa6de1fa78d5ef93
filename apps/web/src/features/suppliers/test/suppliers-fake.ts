import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import type { Product } from '@olivia/contracts/catalog';
import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import type { PurchaseOrder } from '@olivia/contracts/purchase-orders';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import type { Supplier } from '@olivia/contracts/suppliers';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';

export const supplierId = (index: number) => `00000000-0000-4000-8000-0000000008${10 + index}`;
export const orderId = (index: number) => `00000000-0000-4000-8000-0000000009${10 + index}`;
const CREATED = '2026-03-05T14:07:00.000Z';

export const supplier = (index: number, overrides: Partial<Supplier> = {}): Supplier => ({
  id: supplierId(index),
  name: index === 1 ? 'Kano Textile Mills' : `Supplier ${index}`,
  contactname: 'Hauwa Bello',
  email: 'orders@kano.example',
  phone: '08065550101',
  address: '21 Bompai Road, Kano',
  leadtimedays: 7,
  paymentterms: 'net_14',
  bankcode: '044',
  bankname: 'Access Bank',
  accountnumber: '2034567812',
  accountname: 'Hauwa Bello',
  notes: '',
  active: true,
  paid: 120_000,
  owed: 30_000,
  orders: 2,
  products: [],
  createdat: CREATED,
  updatedat: CREATED,
  ...overrides,
});

export const purchaseOrder = (overrides: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id: orderId(1),
  number: 'PO-0007',
  supplierid: supplierId(1),
  suppliername: 'Kano Textile Mills',
  status: 'ordered',
  currency: 'NGN',
  subtotal: 25_000,
  shipping: 1_000,
  total: 26_000,
  paid: 0,
  due: 26_000,
  reference: '',
  note: '',
  expectedat: '2026-03-12',
  orderedat: CREATED,
  receivedat: null,
  cancelledat: null,
  lines: [
    {
      id: '00000000-0000-4000-8000-000000000999',
      productid: '00000000-0000-4000-8000-000000000511',
      variantid: null,
      name: 'Peacock Ankara',
      suppliersku: 'KTM-PEA',
      quantity: 10,
      received: 0,
      unitcost: 2_500,
      total: 25_000,
    },
  ],
  payments: [],
  createdat: CREATED,
  updatedat: CREATED,
  ...overrides,
});

const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 20 });

/** A product of the catalogue in two variants, as the product search finds it. */
export const wrap: Product = {
  id: '00000000-0000-4000-8000-000000000511',
  name: 'Peacock Ankara',
  description: '',
  price: 6_000,
  compareatprice: null,
  costprice: 2_500,
  sku: 'PEA',
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 3,
  status: 'active',
  variants: [
    {
      id: '00000000-0000-4000-8000-000000000521',
      size: '2 yards',
      colour: '',
      price: 6_000,
      stock: 2,
      sku: 'PEA-2',
    },
    {
      id: '00000000-0000-4000-8000-000000000522',
      size: '6 yards',
      colour: '',
      price: 15_000,
      stock: 1,
      sku: 'PEA-6',
    },
  ],
  createdat: CREATED,
  updatedat: CREATED,
};

/** The suppliers area's API: these suppliers and this purchase order, answered as the server would. */
export function fakeSuppliersApi(suppliers: Supplier[], order: PurchaseOrder = purchaseOrder()) {
  let current = order;
  return fakeApi(
    fakeEndpoint(supplierEndpoints.list, () => page(suppliers)),
    fakeEndpoint(
      supplierEndpoints.get,
      ({ params }) => suppliers.find((s) => s.id === params.id) ?? supplier(1),
    ),
    fakeEndpoint(supplierEndpoints.create, ({ body }) => supplier(9, { name: body.name })),
    fakeEndpoint(supplierEndpoints.update, ({ params, body }) => ({
      ...(suppliers.find((s) => s.id === params.id) ?? supplier(1)),
      ...(body.active === undefined ? {} : { active: body.active }),
    })),
    fakeEndpoint(transferEndpoints.banks, () => ({
      banks: [{ code: '044', name: 'Access Bank' }],
    })),
    fakeEndpoint(purchaseOrderEndpoints.create, () => ({ ...current, status: 'draft' as const })),
    fakeEndpoint(productEndpoints.list, ({ query }) =>
      page([wrap].filter((p) => p.name.toLowerCase().includes((query.q ?? '').toLowerCase()))),
    ),
    fakeEndpoint(purchaseOrderEndpoints.suggestions, () => ({ items: [] })),
    fakeEndpoint(purchaseOrderEndpoints.list, () => page([current])),
    fakeEndpoint(purchaseOrderEndpoints.get, () => current),
    fakeEndpoint(purchaseOrderEndpoints.receive, ({ body }) => {
      const got = body.lines[0]?.quantity ?? 0;
      current = {
        ...current,
        status: 'partly_received',
        lines: current.lines.map((line) => ({ ...line, received: line.received + got })),
      };
      return current;
    }),
    fakeEndpoint(purchaseOrderEndpoints.paymentQuote, ({ body }) => ({
      beneficiary: 'Hauwa Bello',
      bankname: 'Access Bank',
      accountnumber: '2034567812',
      amount: body.amount,
      fee: 10.75,
      ref: 'trf_quote1',
    })),
    fakeEndpoint(purchaseOrderEndpoints.pay, ({ body }) => {
      current = { ...current, paid: body.amount, due: current.total - body.amount };
      return current;
    }),
  );
}

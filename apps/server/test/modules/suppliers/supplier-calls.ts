import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import type { PurchaseOrder, PurchaseOrderRequest } from '@olivia/contracts/purchase-orders';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import type { Supplier, SupplierRequest } from '@olivia/contracts/suppliers';
import { createProduct } from '../../helpers/catalog';
import { uniqueAddress, type SignedIn } from '../../helpers/factories';
import { ACCESS_BANK, SANDBOX_ACCOUNTS } from '../../helpers/transfers';

type Headers = Record<string, string>;

export const supplierBody = (overrides: Partial<SupplierRequest> = {}): SupplierRequest => ({
  name: 'Kano Textiles',
  contactname: 'Musa Bello',
  email: 'orders@kanotextiles.example',
  phone: '08030001111',
  address: '12 Bello Road, Kano',
  leadtimedays: 7,
  paymentterms: 'net_14',
  bankcode: ACCESS_BANK,
  accountnumber: SANDBOX_ACCOUNTS.success,
  notes: '',
  active: true,
  products: [],
  ...overrides,
});

export async function createSupplier(
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<SupplierRequest> = {},
): Promise<Supplier> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(supplierEndpoints.create),
    headers: owner.headers,
    payload: supplierBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A supplier of one ₦2,500-a-unit fabric (the store sells it at ₦6,000, 2 in stock). */
export async function supplierWithFabric(app: FastifyInstance, owner: SignedIn) {
  const fabric = await createProduct(app, owner, { name: 'Adire fabric', price: 6_000, stock: 2 });
  const supplier = await createSupplier(app, owner, {
    products: [{ productid: fabric.id, variantid: null, suppliersku: 'ADR-1', unitcost: 2_500 }],
  });
  return { fabric, supplier };
}

export const poCall = (
  app: FastifyInstance,
  headers: Headers,
  endpoint: keyof typeof purchaseOrderEndpoints,
  id?: string,
  payload?: object,
  remoteAddress = uniqueAddress(),
) => {
  const definition = purchaseOrderEndpoints[endpoint];
  return app.inject({
    method: definition.method,
    url: endpointUrl(
      definition as { prefix: (typeof definition)['prefix']; path: string },
      id ? { id } : {},
    ),
    headers,
    ...(payload ? { payload } : {}),
    remoteAddress,
  });
};

export async function draftOrder(
  app: FastifyInstance,
  owner: SignedIn,
  body: PurchaseOrderRequest,
): Promise<PurchaseOrder> {
  const response = await poCall(app, owner.headers, 'create', undefined, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An ordered purchase order of `quantity` fabric at ₦2,500 and ₦1,000 shipping. */
export async function orderedFabric(app: FastifyInstance, owner: SignedIn, quantity = 10) {
  const { fabric, supplier } = await supplierWithFabric(app, owner);
  const draft = await draftOrder(app, owner, {
    supplierid: supplier.id,
    lines: [{ productid: fabric.id, variantid: null, quantity }],
    shipping: 1_000,
  });
  const ordered = await poCall(app, owner.headers, 'move', draft.id, { status: 'ordered' });
  expect(ordered.statusCode, ordered.body).toBe(200);
  return { fabric, supplier, order: ordered.json() as PurchaseOrder };
}

/** The order's first line (every order has one). */
export function lineOf(order: PurchaseOrder) {
  const [line] = order.lines;
  if (!line) throw new Error(`purchase order ${order.id} has no line`);
  return line;
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { supplierMessages } from '@olivia/contracts/supplier-messages';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import type { Supplier } from '@olivia/contracts/suppliers';
import { createProduct } from '../../helpers/catalog';
import { signUp } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { SANDBOX_ACCOUNTS } from '../../helpers/transfers';
import { createSupplier, supplierBody, supplierWithFabric } from './supplier-calls';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const create = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: endpointUrl(supplierEndpoints.create), headers, payload });
const update = (headers: Headers, id: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(supplierEndpoints.update, { id }),
    headers,
    payload,
  });
const list = async (headers: Headers, query = '') =>
  (
    await app.inject({
      method: 'GET',
      url: `${endpointUrl(supplierEndpoints.list)}${query}`,
      headers,
    })
  ).json() as { content: Supplier[]; total: number };

describeResourceCases({
  name: 'suppliers',
  app: () => app,
  endpoints: supplierEndpoints,
  validBody: () => supplierBody(),
  invalidBody: {
    body: { name: '', email: 'not-an-email', leadtimedays: -1, accountnumber: '12' },
    fields: ['name', 'email', 'leadtimedays', 'accountnumber'],
  },
  updateBody: { name: 'Kano Textiles Ltd', leadtimedays: 10 },
  make: async (owner) => (await createSupplier(app, owner)).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

describe('suppliers', () => {
  it("keeps the bank's account name from the name enquiry, and refuses an account it does not know", async () => {
    const owner = await signUp(app);
    const supplier = await createSupplier(app, owner);
    expect(supplier).toMatchObject({
      bankname: expect.any(String),
      accountname: expect.any(String),
    });
    expect(supplier.accountname).not.toBe('');

    const unknown = await create(
      owner.headers,
      supplierBody({ accountnumber: SANDBOX_ACCOUNTS.notFound }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(serverErrors.nameEnquiryFailed);
    expect((await list(owner.headers)).total).toBe(1);

    const halfAccount = await create(
      owner.headers,
      supplierBody({ bankcode: '', accountnumber: SANDBOX_ACCOUNTS.success }),
    );
    expect(halfAccount.statusCode).toBe(400);
    expect(halfAccount.json().details).toHaveProperty('bankcode');

    const noAccount = await create(
      owner.headers,
      supplierBody({ bankcode: '', accountnumber: '' }),
    );
    expect(noAccount.statusCode).toBe(201);
    expect(noAccount.json()).toMatchObject({ accountname: '', bankname: '' });
  });

  it("lists the products a supplier supplies at their cost; another store's product is refused", async () => {
    const owner = await signUp(app);
    const { fabric, supplier } = await supplierWithFabric(app, owner);
    expect(supplier.products).toEqual([
      {
        productid: fabric.id,
        variantid: null,
        name: 'Adire fabric',
        suppliersku: 'ADR-1',
        unitcost: 2_500,
      },
    ]);

    const other = await signUp(app);
    const theirs = await createProduct(app, other, { name: 'Not yours' });
    const refused = await update(owner.headers, supplier.id, {
      products: [{ productid: theirs.id, variantid: null, unitcost: 100 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({
      'products.0.productid': [supplierMessages.purchaseOrderProductNotFound],
    });

    const twice = await update(owner.headers, supplier.id, {
      products: [
        { productid: fabric.id, variantid: null, unitcost: 100 },
        { productid: fabric.id, variantid: null, unitcost: 200 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toHaveProperty(['products.1.productid']);
  });

  it('archives and restores a supplier, filters by it and logs each change', async () => {
    const owner = await signUp(app);
    const kano = await createSupplier(app, owner);
    await createSupplier(app, owner, { name: 'Aba Leather', bankcode: '', accountnumber: '' });

    const archived = await update(owner.headers, kano.id, { active: false });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ active: false, name: 'Kano Textiles' });
    expect((await list(owner.headers, '?active=true')).content.map((s) => s.name)).toEqual([
      'Aba Leather',
    ]);
    expect((await list(owner.headers, '?active=false')).content.map((s) => s.id)).toEqual([
      kano.id,
    ]);
    expect((await list(owner.headers, '?q=aba')).total).toBe(1);
    expect((await list(owner.headers, '?sort=name&order=asc')).content.map((s) => s.name)).toEqual([
      'Aba Leather',
      'Kano Textiles',
    ]);

    await update(owner.headers, kano.id, { active: true });
    const actions = (await auditOf(kano.id)).map((row) => row.action);
    expect(actions).toEqual(['supplier.created', 'supplier.archived', 'supplier.restored']);
  });

  it("logs a change of only the supplier's products: what was supplied before and after", async () => {
    const owner = await signUp(app);
    const { fabric, supplier } = await supplierWithFabric(app, owner);
    const changed = await update(owner.headers, supplier.id, {
      products: [{ productid: fabric.id, variantid: null, suppliersku: 'ADR-2', unitcost: 2_750 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [created, updated] = await auditOf(supplier.id);
    expect(created?.changes).toMatchObject({
      products: [{ name: 'Adire fabric', suppliersku: 'ADR-1', unitcost: 2_500 }],
    });
    expect(updated).toMatchObject({
      action: 'supplier.updated',
      changes: {
        products: {
          from: [{ name: 'Adire fabric', suppliersku: 'ADR-1', unitcost: 2_500 }],
          to: [{ name: 'Adire fabric', suppliersku: 'ADR-2', unitcost: 2_750 }],
        },
      },
    });
    expect(Object.keys(updated?.changes ?? {})).toEqual(['products']);
  });
});

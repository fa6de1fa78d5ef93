import type { z } from 'zod';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type {
  Supplier,
  SupplierRequestSchema,
  SuppliersQuerySchema,
  UpdateSupplierRequestSchema,
} from '@olivia/contracts/suppliers';
import type { Database, Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import type { PaymentProvider } from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import { chooseItems, itemName } from './product-choice';
import {
  findStoreSupplier,
  insertSupplier,
  orderFigures,
  productsOfSuppliers,
  replaceSupplierProducts,
  storeSuppliers,
  updateSupplier,
  type NewSupplier,
  type SupplierRow,
} from './suppliers.repository';

type SupplierRequest = z.output<typeof SupplierRequestSchema>;
type SupplierUpdate = z.output<typeof UpdateSupplierRequestSchema>;
type Products = Awaited<ReturnType<typeof productsOfSuppliers>>;
/** A supplier's row with what they supply: what the account log compares. */
type SupplierRecord = SupplierRow & { products: Products };

const nameOf = (product: Products[number]) =>
  itemName(
    product.name,
    product.variantId ? { size: product.size ?? '', colour: product.colour ?? '' } : null,
  );

/** The supplier's record as the API shows it (and the account log snapshots it). */
function toSupplier(
  row: SupplierRow,
  products: Products,
  figures = { orders: 0, owed: 0n },
): Supplier {
  return {
    id: row.id,
    name: row.name,
    contactname: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    leadtimedays: row.leadTimeDays,
    paymentterms: row.paymentTerms as Supplier['paymentterms'],
    bankcode: row.bankCode,
    bankname: row.bankName,
    accountnumber: row.accountNumber,
    accountname: row.accountName,
    notes: row.notes,
    active: row.active,
    paid: toMajorUnits(row.paid),
    owed: toMajorUnits(figures.owed),
    orders: figures.orders,
    products: products
      .filter((product) => product.supplierId === row.id)
      .map((product) => ({
        productid: product.productId,
        variantid: product.variantId,
        name: nameOf(product),
        suppliersku: product.supplierSku,
        unitcost: toMajorUnits(product.unitCost),
      })),
    createdat: row.createdAt.toISOString(),
    updatedat: row.updatedAt.toISOString(),
  };
}

/**
 * What the account log keeps of a supplier: its fields and what they supply, without figures
 * that money moves.
 */
const snapshot = (row: SupplierRecord) => ({
  name: row.name,
  contactname: row.contactName,
  email: row.email,
  phone: row.phone,
  address: row.address,
  leadtimedays: row.leadTimeDays,
  paymentterms: row.paymentTerms,
  account: row.accountNumber ? `${row.bankCode}/${row.accountNumber} ${row.accountName}` : '',
  notes: row.notes,
  active: row.active,
  products: row.products.map((product) => ({
    name: nameOf(product),
    suppliersku: product.supplierSku,
    unitcost: toMajorUnits(product.unitCost),
  })),
});

/** The store's supplier `id` with what they supply, its row locked. */
async function findRecord(tx: Executor, storeId: string, id: string) {
  const row = await findStoreSupplier(tx, storeId, id, 'update');
  return row && withProducts(tx, row);
}

const withProducts = async (tx: Executor, row: SupplierRow): Promise<SupplierRecord> => ({
  ...row,
  products: await productsOfSuppliers(tx, [row.id]),
});

/**
 * Suppliers (issue 28, ADR 0038): every signed-in user of the store keeps them; each change is
 * one unit of work with its account-log row (`supplier.created`, `.updated`, `.archived`). A
 * bank account is confirmed by name enquiry when it changes; the bank's account name is kept.
 */
export function createSuppliersService(deps: { db: Database; provider: PaymentProvider }) {
  const { db } = deps;
  const provider = answeringProviderFailures(deps.provider);
  const writer = createResourceWriter(db, {
    entity: 'supplier',
    find: findRecord,
    id: (row) => row.id,
    snapshot,
  });

  async function view(tx: Executor, row: SupplierRow): Promise<Supplier> {
    const [products, figures] = await Promise.all([
      productsOfSuppliers(tx, [row.id]),
      orderFigures(tx, [row.id]),
    ]);
    return toSupplier(row, products, figures.get(row.id));
  }

  /** The bank's name and the account's (400 'Security has passed....' when unknown). */
  async function confirmAccount(bankCode: string, accountNumber: string) {
    if (!bankCode) return { bankCode: '', bankName: '', accountNumber: '', accountName: '' };
    const banks = await provider.listPayoutBanks('NGN');
    const bank = banks.find((candidate) => candidate.code === bankCode);
    if (!bank)
      throw badRequest(serverErrors.nameEnquiryFailed, {
        bankcode: [serverErrors.nameEnquiryFailed],
      });
    const account = await provider.resolveAccount(bankCode, accountNumber);
    if (!account) {
      throw badRequest(serverErrors.nameEnquiryFailed, {
        accountnumber: [serverErrors.nameEnquiryFailed],
      });
    }
    return { bankCode, bankName: bank.name, accountNumber, accountName: account.accountName };
  }

  async function productRows(storeId: string, asked: SupplierRequest['products']) {
    const chosen = await chooseItems(db, storeId, 'products', asked);
    return chosen.map((item, index) => ({
      productId: item.productId,
      variantId: item.variantId,
      supplierSku: asked[index]?.suppliersku ?? '',
      unitCost: toMinorUnits(asked[index]?.unitcost ?? 0),
    }));
  }

  const fieldsOf = (body: Partial<SupplierRequest>): Partial<NewSupplier> => ({
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.contactname !== undefined ? { contactName: body.contactname } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
    ...(body.address !== undefined ? { address: body.address } : {}),
    ...(body.leadtimedays !== undefined ? { leadTimeDays: body.leadtimedays } : {}),
    ...(body.paymentterms !== undefined ? { paymentTerms: body.paymentterms } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  });

  return {
    async list(storeId: string, query: z.output<typeof SuppliersQuerySchema>) {
      const page = await storeSuppliers.page(db, storeId, query);
      const ids = page.content.map((row) => row.id);
      const [products, figures] = await Promise.all([
        productsOfSuppliers(db, ids),
        orderFigures(db, ids),
      ]);
      return mapPage(page, (row) => toSupplier(row, products, figures.get(row.id)));
    },

    async get(storeId: string, id: string) {
      return view(db, await writer.get(storeId, id));
    },

    async create(actor: Actor, body: SupplierRequest) {
      const account = await confirmAccount(body.bankcode, body.accountnumber);
      const products = await productRows(actor.storeId, body.products);
      const row = await writer.create(actor, 'created', async ({ tx }) => {
        const inserted = await insertSupplier(tx, actor.storeId, {
          name: body.name,
          ...fieldsOf(body),
          ...account,
        });
        await replaceSupplierProducts(tx, actor.storeId, inserted.id, products);
        return withProducts(tx, inserted);
      });
      return view(db, row);
    },

    /** The fields sent change; `{active: false}` archives (logged `supplier.archived`). */
    async update(actor: Actor, id: string, body: SupplierUpdate) {
      const current = await writer.get(actor.storeId, id);
      const bankCode = body.bankcode ?? current.bankCode;
      const accountNumber = body.accountnumber ?? current.accountNumber;
      if (Boolean(bankCode) !== Boolean(accountNumber)) {
        const field = bankCode ? 'accountnumber' : 'bankcode';
        throw badRequest(messages.required, { [field]: [messages.required] });
      }
      const sameAccount = bankCode === current.bankCode && accountNumber === current.accountNumber;
      const account = sameAccount ? {} : await confirmAccount(bankCode, accountNumber);
      const products = body.products ? await productRows(actor.storeId, body.products) : null;
      const row = await writer.update(actor, id, async ({ tx }, before) => {
        const after = await updateSupplier(tx, before.id, { ...fieldsOf(body), ...account });
        if (products) await replaceSupplierProducts(tx, actor.storeId, before.id, products);
        const record = products
          ? await withProducts(tx, after)
          : { ...after, products: before.products };
        const verb =
          before.active && !after.active
            ? 'archived'
            : !before.active && after.active
              ? 'restored'
              : 'updated';
        return { row: record, verb };
      });
      return view(db, row);
    },
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;

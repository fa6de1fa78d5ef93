import { z } from 'zod';
import { EmailSchema } from './auth';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { supplierMessages } from './supplier-messages';
import { settableAmount } from './money';
import { text } from './text';
import { ACCOUNT_NUMBER_LENGTH } from './transfer';

/**
 * Suppliers (/suppliers/all, issue 28, ADR 0038): who a store buys from, the products they
 * supply at their unit cost, and the bank account they are paid into (confirmed by name
 * enquiry, as split payees are). Purchase orders are in purchase-orders.ts. Money in major units.
 */

export const PAYMENT_TERMS = ['on_receipt', 'net_7', 'net_14', 'net_30', 'prepaid'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const SUPPLIER_PRODUCTS_MAX = 200;
export const LEAD_TIME_DAYS_MAX = 365;

export const SupplierIdParamsSchema = z.object({ id: z.uuid() });

export const SupplierProductSchema = z.object({
  productid: z.string(),
  variantid: z.string().nullable(),
  /** The product's name, with its variant's size and colour. */
  name: z.string(),
  suppliersku: z.string(),
  unitcost: z.number(),
});
export type SupplierProduct = z.infer<typeof SupplierProductSchema>;

export const SupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  leadtimedays: z.number(),
  paymentterms: z.enum(PAYMENT_TERMS),
  bankcode: z.string(),
  bankname: z.string(),
  accountnumber: z.string(),
  /** The account's name as the bank gave it; '' without a bank account. */
  accountname: z.string(),
  notes: z.string(),
  active: z.boolean(),
  /** Paid to them against purchase orders, and still owed on orders placed. */
  paid: z.number(),
  owed: z.number(),
  /** Purchase orders placed with them (drafts and cancelled ones not counted). */
  orders: z.number(),
  products: z.array(SupplierProductSchema),
  createdat: z.string(),
  updatedat: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SUPPLIER_SORTS = ['createdat', 'name', 'paid'] as const;
export const SuppliersQuerySchema = ListQuerySchema.extend({
  sort: z.enum(SUPPLIER_SORTS).default('createdat'),
  active: z.enum(['true', 'false']).optional(),
});
export type SuppliersQuery = z.input<typeof SuppliersQuerySchema>;
export const SupplierListSchema = listResponse(SupplierSchema);
export type SupplierList = z.infer<typeof SupplierListSchema>;

const optionalEmail = z.union([z.literal(''), EmailSchema]);
const line = (max: number) => text().trim().max(max, messages.textTooLong);

export const SupplierProductRequestSchema = z.object({
  productid: z.uuid(messages.required),
  variantid: z.uuid().nullable().default(null),
  suppliersku: line(60).default(''),
  unitcost: settableAmount(100_000_000),
});

/** The fields as sent, none defaulted (an update changes only those it names). */
const fields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  contactname: line(80),
  email: optionalEmail,
  phone: line(20),
  address: text({ multiline: true }).trim().max(300, messages.textTooLong),
  leadtimedays: z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(0, messages.wholeNumberRequired)
    .max(LEAD_TIME_DAYS_MAX, messages.wholeNumberRequired),
  paymentterms: z.enum(PAYMENT_TERMS),
  /** Both or neither: the account is checked with the bank when it changes. */
  bankcode: text().trim().max(20),
  accountnumber: z
    .string()
    .regex(new RegExp(`^(\\d{${ACCOUNT_NUMBER_LENGTH}})?$`), messages.invalidAccountNumber),
  notes: text({ multiline: true }).trim().max(1000, messages.textTooLong),
  active: z.boolean(),
  products: z.array(SupplierProductRequestSchema).max(SUPPLIER_PRODUCTS_MAX),
};

/** A bank account needs both its bank and its number; a product is listed once. */
const supplierRules = (
  body: {
    bankcode?: string;
    accountnumber?: string;
    products?: { productid: string; variantid: string | null }[];
  },
  context: z.RefinementCtx,
) => {
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', message, path });
  if (body.bankcode !== undefined && body.accountnumber !== undefined) {
    if (body.bankcode && !body.accountnumber) issue(['accountnumber'], messages.required);
    if (!body.bankcode && body.accountnumber) issue(['bankcode'], messages.required);
  }
  const seen = new Set<string>();
  (body.products ?? []).forEach((product, index) => {
    const key = `${product.productid}/${product.variantid ?? ''}`;
    if (seen.has(key))
      issue(['products', index, 'productid'], supplierMessages.supplierProductTwice);
    seen.add(key);
  });
};

/** POST /suppliers. */
export const SupplierRequestSchema = z
  .object({
    ...fields,
    contactname: fields.contactname.default(''),
    email: fields.email.default(''),
    phone: fields.phone.default(''),
    address: fields.address.default(''),
    leadtimedays: fields.leadtimedays.default(0),
    paymentterms: fields.paymentterms.default('on_receipt'),
    bankcode: fields.bankcode.default(''),
    accountnumber: fields.accountnumber.default(''),
    notes: fields.notes.default(''),
    active: fields.active.default(true),
    products: fields.products.default([]),
  })
  .superRefine(supplierRules);
export type SupplierRequest = z.input<typeof SupplierRequestSchema>;

/** PUT /suppliers/:id: the fields to change (archive is `{active: false}`). */
export const UpdateSupplierRequestSchema = z.object(fields).partial().superRefine(supplierRules);
export type UpdateSupplierRequest = z.input<typeof UpdateSupplierRequestSchema>;

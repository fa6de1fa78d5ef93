import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { invoiceMessages } from './invoice-messages';
import { orderMessages } from './order-messages';
import { splitPaymentMessages } from './split-payment-messages';
import { settableAmount } from './money';
import { text } from './text';
import { isDateRangeOrdered } from './wallet';

/**
 * Invoices (/invoice/all, issue 27): a bill to a customer with lines, a discount, a tax rate and
 * a due date. A draft has no number; sending it numbers it (INV-0001, per store, without gaps)
 * and e-mails the customer a link to its page, where they pay all or part, by card or transfer.
 * draft → sent → partiallypaid → paid, or void (only while nothing is paid); `overdue` when past
 * its due date unpaid. A paid or partly paid invoice cannot be edited (void and reissue).
 */

/** An invoice's number as people read it: 'INV-0001'; '' for a draft. */
export const invoiceNumber = (number: number | null) =>
  number === null ? '' : `INV-${String(number).padStart(4, '0')}`;

export const INVOICE_STATUSES = ['draft', 'sent', 'partiallypaid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The list's status filter: a status, or `overdue` (sent or partly paid, past due). */
export const INVOICE_FILTERS = [...INVOICE_STATUSES, 'overdue'] as const;
export const INVOICE_LINES_MAX = 50;
const AMOUNT_MAX = 100_000_000;

export const InvoiceIdParamsSchema = z.object({ id: z.uuid() });

export const InvoiceLineSchema = z.object({
  description: text().trim().min(1, messages.required).max(200, messages.textTooLong),
  /** The product it is for, or null for free text. */
  productid: z.uuid().nullable().default(null),
  quantity: z
    .number(orderMessages.quantityInvalid)
    .int(orderMessages.quantityInvalid)
    .min(1, orderMessages.quantityInvalid)
    .max(10_000, orderMessages.quantityInvalid),
  unitprice: settableAmount(AMOUNT_MAX),
});
export type InvoiceLine = z.output<typeof InvoiceLineSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  /** 'INV-0001'; '' for a draft. */
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  customerid: z.string().nullable(),
  customername: z.string(),
  customeremail: z.string(),
  customerphone: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      productid: z.string().nullable(),
      quantity: z.number(),
      unitprice: z.number(),
      total: z.number(),
      /** What the invoice's discount (ADR 0034) takes off this line. */
      discount: z.number(),
    }),
  ),
  currency: z.string(),
  subtotal: z.number(),
  /** All taken off: the amount typed plus the store's discount's saving. */
  discount: z.number(),
  /** The store's discount applied (ADR 0034), or null; its name, the code typed, its saving. */
  discountid: z.string().nullable(),
  discountname: z.string(),
  couponcode: z.string(),
  discountsaving: z.number(),
  /** Percent, e.g. 7.5. */
  taxrate: z.number(),
  tax: z.number(),
  total: z.number(),
  amountpaid: z.number(),
  amountdue: z.number(),
  notes: z.string(),
  splitgroupid: z.string().nullable(),
  duedate: z.string(),
  /** The customer's page (`<app>/i/<id>`); '' for a draft. */
  url: z.string(),
  sentat: z.string().nullable(),
  paidat: z.string().nullable(),
  voidedat: z.string().nullable(),
  createdat: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const INVOICE_SORTS = ['createdat', 'duedate', 'total', 'number'] as const;
export const InvoicesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(INVOICE_SORTS).default('createdat'),
  status: z.enum(INVOICE_FILTERS).optional(),
  /** Due dates from/to. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => isDateRangeOrdered(query.from, query.to), {
  message: messages.dateRangeInvalid,
  path: ['to'],
});
export type InvoicesQuery = z.input<typeof InvoicesQuerySchema>;
export const InvoiceListSchema = listResponse(InvoiceSchema);
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

/** What the invoices' summary shows: what is owed, what is late, what came in this month. */
export const InvoiceTotalsSchema = z.object({
  currency: z.string(),
  outstanding: z.number(),
  overdue: z.number(),
  paidthismonth: z.number(),
});
export type InvoiceTotals = z.infer<typeof InvoiceTotalsSchema>;

export const invoiceFields = {
  /** One of the store's customers, or null: the name and e-mail below are then a new one's. */
  customerid: z.uuid().nullable(),
  customername: text().trim().min(1, messages.required).max(120, messages.nameTooLong),
  customeremail: z.email(messages.invalidEmail).max(200),
  customerphone: text().trim().max(30),
  lines: z.array(InvoiceLineSchema).min(1, invoiceMessages.invoiceNeedsLine).max(INVOICE_LINES_MAX),
  discount: settableAmount(AMOUNT_MAX),
  taxrate: z
    .number(invoiceMessages.taxRateRange)
    .min(0, invoiceMessages.taxRateRange)
    .max(100, invoiceMessages.taxRateRange)
    .transform((rate) => Math.round(rate * 100) / 100),
  notes: text({ multiline: true }).trim().max(1000, messages.textTooLong),
  duedate: z.iso.date(messages.required),
  /** The split its payments are shared by (ADR 0031; NGN stores), or null. */
  splitgroupid: z.uuid(splitPaymentMessages.splitGroupNotFound).nullable(),
  /** One of the store's discounts picked (ADR 0034), or null; or a code typed. */
  discountid: z.uuid().nullable(),
  code: text().trim().max(40),
};

export const InvoiceRequestSchema = z.object({
  ...invoiceFields,
  customerid: invoiceFields.customerid.default(null),
  customerphone: invoiceFields.customerphone.default(''),
  discount: invoiceFields.discount.default(0),
  taxrate: invoiceFields.taxrate.default(0),
  notes: invoiceFields.notes.default(''),
  splitgroupid: invoiceFields.splitgroupid.default(null),
  discountid: invoiceFields.discountid.default(null),
  code: invoiceFields.code.default(''),
});
export type InvoiceRequest = z.input<typeof InvoiceRequestSchema>;

/** The form's preview: its money as the server prices it, the discount line by line. */
export const InvoiceQuoteRequestSchema = InvoiceRequestSchema.pick({
  customeremail: true,
  lines: true,
  discount: true,
  taxrate: true,
  discountid: true,
  code: true,
}).extend({ customeremail: z.string().max(200).default('') });
export type InvoiceQuoteRequest = z.input<typeof InvoiceQuoteRequestSchema>;
export const InvoiceQuoteSchema = InvoiceSchema.pick({
  lines: true,
  subtotal: true,
  discount: true,
  discountid: true,
  discountname: true,
  couponcode: true,
  discountsaving: true,
  tax: true,
  total: true,
});
export type InvoiceQuote = z.infer<typeof InvoiceQuoteSchema>;
/** An edit replaces the whole invoice (drafts, and sent ones nothing has been paid on). */
export const UpdateInvoiceRequestSchema = InvoiceRequestSchema;
export type UpdateInvoiceRequest = InvoiceRequest;

export const RemindInvoiceResponseSchema = z.object({ status: z.number(), message: z.string() });

/** What the customer's page shows and takes (`/i/<id>`; the id is its secret). */
export const PayInvoiceRequestSchema = z.object({
  /** At most what is due; at least the least payment, or what is due if that is less. */
  amount: settableAmount(AMOUNT_MAX),
  method: z.enum(['transfer', 'card']).default('card'),
  bank: text().max(20).default(''),
});
export type PayInvoiceRequest = z.input<typeof PayInvoiceRequestSchema>;

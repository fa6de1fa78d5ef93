import { z } from 'zod';
import { ListQuerySchema, listResponse } from './lists';
import { messages } from './messages';
import { isDateRangeOrdered } from './wallet';

/**
 * Receipts (/receipts/all, issue 27): every payment in (an order's, a payment link's, a top-up's,
 * later an invoice's and a card's) gets one, numbered per store without gaps (RCT-0001). The
 * payer sees it at `url` (a public page with its PDF); the store lists, exports, downloads and
 * resends it. Money in major units.
 */

export const RECEIPT_SOURCES = ['order', 'link', 'top_up', 'invoice', 'refund'] as const;
export type ReceiptSource = (typeof RECEIPT_SOURCES)[number];

export const RECEIPT_METHODS = ['transfer', 'card'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

export const ReceiptIdParamsSchema = z.object({ id: z.uuid() });

export const ReceiptLineSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  unitprice: z.number(),
  total: z.number(),
});
export type ReceiptLine = z.infer<typeof ReceiptLineSchema>;

export const ReceiptSchema = z.object({
  id: z.string(),
  /** As people see it: 'RCT-0001'. */
  number: z.string(),
  source: z.enum(RECEIPT_SOURCES),
  /** The order's, link payment's or top-up's id. */
  sourceid: z.string(),
  description: z.string(),
  lines: z.array(ReceiptLineSchema),
  payername: z.string(),
  payeremail: z.string(),
  method: z.enum(RECEIPT_METHODS),
  currency: z.string(),
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  /** The payment's reference, upper-cased as the payer saw it. */
  reference: z.string(),
  paidat: z.string(),
  /** When it was last e-mailed to the payer; null if never. */
  emailedat: z.string().nullable(),
  /** The public receipt page (`<app>/r/<id>`): its id is what lets the payer see it. */
  url: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const RECEIPT_SORTS = ['paidat', 'amount'] as const;

/**
 * The receipts list: search (number, payer's name or e-mail, reference), source, method and a
 * paid-date range whose From is not after its To.
 */
export const ReceiptsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(RECEIPT_SORTS).default('paidat'),
  source: z.enum(RECEIPT_SOURCES).optional(),
  method: z.enum(RECEIPT_METHODS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => isDateRangeOrdered(query.from, query.to), {
  message: messages.dateRangeInvalid,
  path: ['to'],
});
export type ReceiptsQuery = z.input<typeof ReceiptsQuerySchema>;
export const ReceiptListSchema = listResponse(ReceiptSchema);
export type ReceiptList = z.infer<typeof ReceiptListSchema>;

/** Resend: to the payer's address, or to another one given here. */
export const ResendReceiptRequestSchema = z.object({
  email: z.union([z.literal(''), z.email(messages.invalidEmail).max(200)]).optional(),
});
export type ResendReceiptRequest = z.input<typeof ResendReceiptRequestSchema>;

/** The PDF's bytes (`application/pdf`), not JSON. */
export const ReceiptPdfSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

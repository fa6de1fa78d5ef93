import type { InvoiceLine } from '@olivia/contracts/invoices';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import {
  discountsFor,
  redeemFor,
  refuseCode,
  releaseOwned,
  type CartDiscounts,
} from '../discounts/public';
import { findCheckoutProducts } from '../orders/public';
import { invoiceNumber } from './invoice-mail';
import type { InvoiceRow } from './invoices.repository';

/** The store's discount on an invoice: what it takes off each line, and what it is. */
export interface InvoiceDiscount {
  held: CartDiscounts | undefined;
  savings: bigint[];
  discountId: string | null;
  discountName: string;
  couponCode: string;
}

export const NO_INVOICE_DISCOUNT: InvoiceDiscount = {
  held: undefined,
  savings: [],
  discountId: null,
  discountName: '',
  couponCode: '',
};

/**
 * The discount the merchant applies to an invoice (ADR 0034): one of the store's discounts
 * picked (404 for another store's) or a code typed, priced by discount-pricing on the invoice's
 * lines (a line for one of the store's products is reached by its product's, category's and
 * brand's discounts; any line by an order-wide one). The store's automatic discounts do not
 * apply: an invoice carries the price agreed. One that does not apply is refused with its
 * reason on `code` (or `discountid`); `lock` holds the code's row for its use.
 */
export async function invoiceDiscount(
  db: Executor,
  invoice: {
    storeId: string;
    lines: InvoiceLine[];
    discountId: string | null;
    code: string;
    email: string;
    now: Date;
    lock?: boolean;
  },
): Promise<InvoiceDiscount> {
  const { discountId, code } = invoice;
  if (!discountId && code === '') return NO_INVOICE_DISCOUNT;
  const ids = invoice.lines.flatMap((line) => (line.productid ? [line.productid] : []));
  const products = await findCheckoutProducts(db, invoice.storeId, [...new Set(ids)]);
  const held = await discountsFor(db, {
    storeId: invoice.storeId,
    lines: invoice.lines.map((line) => {
      const product = line.productid ? products.get(line.productid) : undefined;
      return {
        productId: product?.id ?? '',
        categoryId: product?.categoryId ?? null,
        brandId: product?.brandId ?? null,
        unitPrice: toMinorUnits(line.unitprice),
        quantity: line.quantity,
      };
    }),
    deliveryFee: 0n,
    code: discountId ? '' : code,
    discountId,
    email: invoice.email,
    now: invoice.now,
    lock: invoice.lock,
    automatic: false,
  });
  if (discountId && held.codeStatus !== 'applied') {
    const message =
      held.codeStatus === discountMessages.couponNotApplied
        ? discountMessages.discountNotApplicable
        : discountMessages.discountNotActive;
    throw badRequest(message, { discountid: [message] });
  }
  if (!discountId) refuseCode(code, held.codeStatus, invoice.lock);
  const [row] = held.applied;
  return {
    held,
    savings: held.pricing.lineSavings,
    discountId: row?.id ?? null,
    discountName: row?.name ?? '',
    couponCode: discountId ? '' : code.toUpperCase(),
  };
}

/**
 * Records an invoice's discount in its unit of work when it is saved (ADR 0034): its use is
 * counted then (the code held, so limits hold under races), what it got before having been
 * given back first (`releaseInvoiceDiscount`). The account log says when one is applied or
 * removed.
 */
export async function recordInvoiceDiscount(
  tx: Executor,
  row: InvoiceRow,
  priced: InvoiceDiscount,
  change: { userId: string; before: InvoiceRow | undefined },
) {
  if (priced.held) {
    const owner = { key: { invoiceId: row.id }, storeId: row.storeId, total: row.total };
    await redeemFor(tx, { ...owner, email: row.customerEmail }, priced.held);
  }
  const { before } = change;
  const other = before?.discountId !== row.discountId;
  const entry = (action: string, from: InvoiceRow) =>
    insertAuditEntry(tx, {
      storeId: row.storeId,
      actorUserId: change.userId,
      action,
      entityType: 'invoice',
      entityId: row.id,
      changes: {
        number: invoiceNumber(row.number),
        discount: from.discountName,
        ...(from.couponCode ? { code: from.couponCode } : {}),
        saving: toMajorUnits(savingOf(from)),
      },
    });
  if (before?.discountId && other) await entry('invoice.discount_removed', before);
  if (row.discountId && (other || (before && savingOf(before) !== savingOf(row)))) {
    await entry('invoice.discount_applied', row);
  }
}

/** What the store's discount took off an invoice's lines. */
export const savingOf = (row: Pick<InvoiceRow, 'lines'>) =>
  row.lines.reduce((sum, line) => sum + BigInt(line.discount ?? '0'), 0n);

/** An invoice voided, deleted or about to be priced again gives its discount's use back. */
export const releaseInvoiceDiscount = (tx: Executor, row: InvoiceRow) =>
  releaseOwned(tx, { invoiceId: row.id }, row.total);

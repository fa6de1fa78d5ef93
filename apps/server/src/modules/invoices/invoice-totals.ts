import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { toMinorUnits } from '@olivia/contracts/money';
import type { InvoiceLine } from '@olivia/contracts/invoices';
import type { InvoiceLineRow } from './invoices.repository';
import { badRequest } from '../../lib/errors';

export interface InvoiceTotals {
  lines: InvoiceLineRow[];
  subtotal: bigint;
  discount: bigint;
  taxRateBasisPoints: number;
  tax: bigint;
  total: bigint;
}

/**
 * An invoice's money, the one place it is worked out (minor units): each line's total and what
 * the store's discount takes off it (`savings`, priced by discount-pricing, ADR 0034), the
 * subtotal, the discount (the amount typed plus those savings, never above the subtotal: 400),
 * the tax on what is left rounded half up to the kobo or penny, and the total.
 */
export function invoiceTotals(
  lines: InvoiceLine[],
  discountMajor: number,
  taxRatePercent: number,
  savings: bigint[] = [],
): InvoiceTotals {
  const rows = lines.map((line, index) => {
    const unitPrice = toMinorUnits(line.unitprice);
    const saving = savings[index] ?? 0n;
    return {
      description: line.description,
      productId: line.productid,
      quantity: line.quantity,
      unitPrice: unitPrice.toString(),
      total: (unitPrice * BigInt(line.quantity)).toString(),
      ...(saving > 0n ? { discount: saving.toString() } : {}),
    };
  });
  const subtotal = rows.reduce((sum, row) => sum + BigInt(row.total), 0n);
  const discount = toMinorUnits(discountMajor) + savings.reduce((sum, saving) => sum + saving, 0n);
  if (discount > subtotal) {
    throw badRequest(invoiceMessages.discountAboveSubtotal, {
      discount: [invoiceMessages.discountAboveSubtotal],
    });
  }
  const taxRateBasisPoints = Math.round(taxRatePercent * 100);
  const taxable = subtotal - discount;
  // Half up: (taxable × bp + 5000) ÷ 10000.
  const tax = (taxable * BigInt(taxRateBasisPoints) + 5_000n) / 10_000n;
  return { lines: rows, subtotal, discount, taxRateBasisPoints, tax, total: taxable + tax };
}

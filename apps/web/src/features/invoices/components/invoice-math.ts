/** The money of an invoice as the server works it out, in minor units (kobo, pence, cents). */
export interface InvoiceFigures {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const minor = (major: number) => (Number.isFinite(major) ? Math.round(major * 100) : 0);

/**
 * Subtotal, discount, tax and total in major units: each line is quantity × unit price; tax is
 * (subtotal − discount) × rate / 100, rounded half-up to the minor unit.
 */
export function invoiceFigures(input: {
  lines: readonly { quantity?: number; unitprice?: number }[];
  discount?: number;
  taxrate?: number;
}): InvoiceFigures {
  const subtotal = input.lines.reduce((sum, line) => {
    const quantity = Number.isFinite(line.quantity) ? Math.trunc(line.quantity ?? 0) : 0;
    return sum + quantity * minor(line.unitprice ?? 0);
  }, 0);
  const discount = minor(input.discount ?? 0);
  const taxable = Math.max(subtotal - discount, 0);
  const rate = minor(input.taxrate ?? 0); // hundredths of a percent
  const tax = Math.floor((taxable * rate + 5_000) / 10_000);
  return {
    subtotal: subtotal / 100,
    discount: discount / 100,
    tax: tax / 100,
    total: (taxable + tax) / 100,
  };
}

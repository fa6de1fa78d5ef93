import type { Invoice, InvoiceRequest } from '@olivia/contracts/invoices';

/** Days from today a new invoice falls due. */
const DEFAULT_DUE_DAYS = 14;

/** `days` from today as the reader's calendar day (YYYY-MM-DD). */
export function dayFromToday(days: number, today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** An empty line: free text until a product fills it. */
export const emptyLine = () => ({ description: '', productid: null, quantity: 1, unitprice: 0 });

/** What a new invoice's form starts with: one empty line, due in 14 days. */
export const newInvoiceValues = (): InvoiceRequest => ({
  customerid: null,
  customername: '',
  customeremail: '',
  customerphone: '',
  lines: [emptyLine()],
  discount: 0,
  taxrate: 0,
  notes: '',
  duedate: dayFromToday(DEFAULT_DUE_DAYS),
  splitgroupid: null,
  discountid: null,
  code: '',
});

/** A stored invoice as its edit form's values. */
export function invoiceFormValues(invoice: Invoice): InvoiceRequest {
  const { customerid, customername, customeremail, customerphone } = invoice;
  const { discount, taxrate, notes, duedate, splitgroupid } = invoice;
  return {
    customerid,
    customername,
    customeremail,
    customerphone,
    lines: invoice.lines.map(({ description, productid, quantity, unitprice }) => ({
      description,
      productid,
      quantity,
      unitprice,
    })),
    // The amount typed: what the store's discount took off is priced again on save.
    discount: Math.round((discount - invoice.discountsaving) * 100) / 100,
    taxrate,
    notes,
    duedate,
    splitgroupid,
    discountid: invoice.couponcode ? null : invoice.discountid,
    code: invoice.couponcode,
  };
}

/** A number field's text as a number; '' stays NaN so the contract's message says what is wrong. */
export const numberValue = (text: unknown) =>
  text === '' || text === null || text === undefined ? Number.NaN : Number(text);

import type { Invoice } from '@olivia/contracts/invoices';
import {
  drawLineTable,
  drawStamp,
  drawSums,
  PDF_MARGIN as MARGIN,
  pdfMoney,
  storeDocument,
  type DocumentStamp,
  type DocumentSum,
  type ReceiptIssuer,
} from '../receipts/public';

const STAMPS: Partial<Record<Invoice['status'], DocumentStamp>> = {
  paid: { text: 'PAID', colour: '#1e7d3a' },
  void: { text: 'VOID', colour: '#8c1d18' },
};

/**
 * An invoice as an A4 PDF a business would send: the store's logo and name, 'Invoice' and its
 * number, billed to, issue and due dates, the lines, subtotal, discount, tax, total, paid and
 * due, the notes, and a PAID or VOID mark (the receipts module's document-pdf.ts draws the page,
 * the header and footer, the lines, the sums and the mark).
 */
export function renderInvoicePdf(
  invoice: Invoice,
  issuer: ReceiptIssuer,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const title = invoice.number || 'Draft invoice';
  const page = storeDocument(issuer, {
    kind: 'Invoice',
    number: title,
    subject: `Invoice ${invoice.number} from ${issuer.name}`,
    createdAt: new Date(invoice.sentat ?? invoice.createdat),
    ...options,
  });
  const { width, label, value } = page;
  const money = (amount: number) => pdfMoney(amount, invoice.currency);
  let top = page.top;

  const half = width / 2;
  label('Billed to', MARGIN, top);
  value(invoice.customername, MARGIN, top + 14, half - 16);
  value(invoice.customeremail, MARGIN, top + 30, half - 16);
  label('Issued', MARGIN + half, top);
  value((invoice.sentat ?? invoice.createdat).slice(0, 10), MARGIN + half, top + 14, half);
  label('Due', MARGIN + half + half / 2, top);
  value(invoice.duedate, MARGIN + half + half / 2, top + 14, half / 2);
  top += 70;

  top = drawLineTable(page, invoice.lines, money, top) + 10;

  const sums: DocumentSum[] = [
    ['Subtotal', invoice.subtotal],
    ...(invoice.discount > 0
      ? [
          [
            invoice.discountname ? `Discount (${invoice.discountname})` : 'Discount',
            -invoice.discount,
          ] as DocumentSum,
        ]
      : []),
    ...(invoice.taxrate > 0 ? [[`Tax (${invoice.taxrate}%)`, invoice.tax] as DocumentSum] : []),
    ['Total', invoice.total, true],
    ...(invoice.amountpaid > 0 ? [['Paid', -invoice.amountpaid] as DocumentSum] : []),
    ['Amount due', invoice.amountdue, true],
  ];
  top = drawSums(page, sums, money, top);
  const stamp = STAMPS[invoice.status];
  if (stamp) drawStamp(page, stamp, top);
  if (invoice.notes) {
    top += 16;
    label('Notes', MARGIN, top);
    value(invoice.notes, MARGIN, top + 14, width);
  }
  return page.finish(
    invoice.url ? `Pay online by card or bank transfer: ${invoice.url}` : issuer.name,
  );
}

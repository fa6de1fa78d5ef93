import type { Invoice } from '@olivia/contracts/invoices';
import {
  PDF_INK as INK,
  PDF_MARGIN as MARGIN,
  PDF_MUTED as MUTED,
  pdfMoney,
  storeDocument,
  type ReceiptIssuer,
} from '../receipts/public';

const STAMPS: Partial<Record<Invoice['status'], { text: string; colour: string }>> = {
  paid: { text: 'PAID', colour: '#1e7d3a' },
  void: { text: 'VOID', colour: '#8c1d18' },
};

/**
 * An invoice as an A4 PDF a business would send: the store's logo and name, 'Invoice' and its
 * number, billed to, issue and due dates, the lines, subtotal, discount, tax, total, paid and
 * due, the notes, and a PAID or VOID mark (the receipts module's document-pdf.ts draws the page,
 * the header and footer).
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
  const { doc, width, label, value, rule } = page;
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

  const columns = [
    { title: 'Item', x: MARGIN, w: width * 0.46, align: 'left' as const },
    { title: 'Qty', x: MARGIN + width * 0.46, w: width * 0.1, align: 'right' as const },
    { title: 'Unit price', x: MARGIN + width * 0.56, w: width * 0.2, align: 'right' as const },
    { title: 'Amount', x: MARGIN + width * 0.76, w: width * 0.24, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  for (const column of columns) {
    doc.text(column.title.toUpperCase(), column.x, top, { width: column.w, align: column.align });
  }
  top += 16;
  rule(top);
  top += 8;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of invoice.lines) {
    if (top > doc.page.height - MARGIN - 200) {
      doc.addPage();
      top = MARGIN;
    }
    const cells = [
      line.description,
      String(line.quantity),
      money(line.unitprice),
      money(line.total),
    ];
    const height = doc.heightOfString(line.description, { width: columns[0]?.w ?? 200 });
    columns.forEach((column, index) =>
      doc.text(cells[index] ?? '', column.x, top, { width: column.w, align: column.align }),
    );
    top += Math.max(height, 14) + 8;
  }
  rule(top);
  top += 10;

  const sums: [string, number, boolean?][] = [
    ['Subtotal', invoice.subtotal],
    ...(invoice.discount > 0 ? [['Discount', -invoice.discount] as [string, number]] : []),
    ...(invoice.taxrate > 0
      ? [[`Tax (${invoice.taxrate}%)`, invoice.tax] as [string, number]]
      : []),
    ['Total', invoice.total, true],
    ...(invoice.amountpaid > 0 ? [['Paid', -invoice.amountpaid] as [string, number]] : []),
    ['Amount due', invoice.amountdue, true],
  ];
  for (const [name, amount, bold] of sums) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    doc.text(name, MARGIN + width * 0.5, top, { width: width * 0.26 });
    doc.text(money(amount), MARGIN + width * 0.76, top, { width: width * 0.24, align: 'right' });
    top += bold ? 20 : 16;
  }
  const stamp = STAMPS[invoice.status];
  if (stamp) {
    doc.save();
    doc.rotate(-12, { origin: [MARGIN + 70, top - 40] });
    doc
      .roundedRect(MARGIN + 10, top - 58, 120, 38, 6)
      .lineWidth(2.5)
      .strokeColor(stamp.colour)
      .stroke();
    doc.font('Helvetica-Bold').fontSize(22).fillColor(stamp.colour);
    doc.text(stamp.text, MARGIN + 10, top - 49, { width: 120, align: 'center' });
    doc.restore();
  }
  if (invoice.notes) {
    top += 16;
    label('Notes', MARGIN, top);
    value(invoice.notes, MARGIN, top + 14, width);
  }
  return page.finish(
    invoice.url ? `Pay online by card or bank transfer: ${invoice.url}` : issuer.name,
  );
}

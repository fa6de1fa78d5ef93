import PDFDocument from 'pdfkit';
import type { Invoice } from '@olivia/contracts/invoices';
import { isDrawableImage, pdfMoney, type ReceiptIssuer } from '../receipts/public';

const MARGIN = 56;
const INK = '#1c1d21';
const MUTED = '#5f6470';
const RULE = '#d9dce1';
const STAMPS: Partial<Record<Invoice['status'], { text: string; colour: string }>> = {
  paid: { text: 'PAID', colour: '#1e7d3a' },
  void: { text: 'VOID', colour: '#8c1d18' },
};

/**
 * An invoice as an A4 PDF a business would send: the store's logo and name, 'Invoice' and its
 * number, billed to, issue and due dates, the lines, subtotal, discount, tax, total, paid and
 * due, the notes, and a PAID or VOID mark. Built-in Helvetica only (money as 'NGN 1,234.00').
 */
export function renderInvoicePdf(
  invoice: Invoice,
  issuer: ReceiptIssuer,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const title = invoice.number || 'Draft invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: title,
      Author: issuer.name,
      Subject: `Invoice ${invoice.number} from ${issuer.name}`,
      CreationDate: new Date(invoice.sentat ?? invoice.createdat),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const right = MARGIN + width;
  const money = (amount: number) => pdfMoney(amount, invoice.currency);
  const rule = (y: number, weight = 0.5) =>
    doc.moveTo(MARGIN, y).lineTo(right, y).strokeColor(RULE).lineWidth(weight).stroke();

  let top = MARGIN;
  let logoDrawn = false;
  if (issuer.logo && isDrawableImage(issuer.logo)) {
    try {
      doc.image(issuer.logo, MARGIN, top, { fit: [56, 56] });
      logoDrawn = true;
    } catch {
      // A logo pdfkit cannot read leaves the name alone.
    }
  }
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(issuer.name, logoDrawn ? MARGIN + 68 : MARGIN, top + 18, { width: width / 2 - 68 });
  doc.fontSize(24).text('Invoice', MARGIN, top, { width, align: 'right' });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(title, MARGIN, top + 32, { width, align: 'right' });
  top += 84;
  rule(top, 1);
  top += 20;

  const label = (text: string, x: number, y: number) =>
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text.toUpperCase(), x, y);
  const value = (text: string, x: number, y: number, w: number) =>
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(text, x, y, { width: w });
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
  const footerY = doc.page.height - MARGIN - 30;
  doc
    .moveTo(MARGIN, footerY - 10)
    .lineTo(right, footerY - 10)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      invoice.url ? `Pay online by card or bank transfer: ${invoice.url}` : `${issuer.name}`,
      MARGIN,
      footerY,
      { width, align: 'center', height: 30 },
    );
  doc.end();
  return done;
}

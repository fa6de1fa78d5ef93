import PDFDocument from 'pdfkit';
import type { Receipt } from '@olivia/contracts/receipts';

/** What a receipt's PDF shows besides the receipt: the store that issued it. */
export interface ReceiptIssuer {
  name: string;
  /** The store's logo (JPEG or PNG bytes), or null for none. */
  logo: Buffer | null;
}

/**
 * Money as the PDF writes it: the currency's code, then the amount with thousands separators
 * and two decimals ('NGN 1,234.00'). Helvetica, the PDF's built-in font, has no '₦'.
 */
export function pdfMoney(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency} ${sign}${digits}`;
}

/** JPEG (FF D8 FF) or PNG (89 'PNG'): the images pdfkit draws. */
export const isDrawableImage = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const METHOD_LABEL = { transfer: 'Bank transfer', card: 'Card' } as const;
const dateOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

const MARGIN = 56;
const INK = '#1c1d21';
const MUTED = '#5f6470';
const RULE = '#d9dce1';
const GREEN = '#1e7d3a';

/**
 * A receipt as an A4 PDF a business would send: the store's logo and name, 'Receipt' and its
 * number, when it was paid, who was billed, the lines, the amount paid, the method and
 * reference, a PAID mark and a footer. Built-in Helvetica only (no font files); the creation
 * date is the payment's, so the same receipt gives the same bytes. `compress: false` leaves the
 * text readable in the bytes (tests).
 */
export function renderReceiptPdf(
  receipt: Receipt,
  issuer: ReceiptIssuer,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: receipt.number,
      Author: issuer.name,
      Subject: `Receipt ${receipt.number} from ${issuer.name}`,
      CreationDate: new Date(receipt.paidat),
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
  const money = (amount: number) => pdfMoney(amount, receipt.currency);

  // The store, and the receipt's title and number on the right.
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
  const nameX = logoDrawn ? MARGIN + 68 : MARGIN;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(issuer.name, nameX, top + 18, { width: width / 2 - 68 });
  doc.fontSize(24).text('Receipt', MARGIN, top, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(receipt.number, MARGIN, top + 32, { width, align: 'right' });
  top += 84;
  doc.moveTo(MARGIN, top).lineTo(right, top).strokeColor(RULE).lineWidth(1).stroke();
  top += 20;

  // Billed to, and the payment's facts.
  const label = (text: string, x: number, y: number) =>
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text.toUpperCase(), x, y);
  const value = (text: string, x: number, y: number, w: number) =>
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(text, x, y, { width: w });
  const half = width / 2;
  label('Billed to', MARGIN, top);
  value(receipt.payername || '-', MARGIN, top + 14, half - 16);
  value(receipt.payeremail, MARGIN, top + 30, half - 16);
  label('Date paid', MARGIN + half, top);
  value(dateOf(receipt.paidat), MARGIN + half, top + 14, half);
  label('For', MARGIN + half, top + 40);
  value(receipt.description, MARGIN + half, top + 54, half);
  top = Math.max(doc.y, top + 70) + 24;

  // The lines.
  const columns = [
    { title: 'Item', x: MARGIN, w: width * 0.5, align: 'left' as const },
    { title: 'Qty', x: MARGIN + width * 0.5, w: width * 0.1, align: 'right' as const },
    { title: 'Unit price', x: MARGIN + width * 0.6, w: width * 0.2, align: 'right' as const },
    { title: 'Total', x: MARGIN + width * 0.8, w: width * 0.2, align: 'right' as const },
  ];
  doc.rect(MARGIN, top, width, 22).fill('#f4f5f7');
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  for (const column of columns) {
    doc.text(column.title.toUpperCase(), column.x + 6, top + 7, {
      width: column.w - 12,
      align: column.align,
    });
  }
  top += 30;
  const lines =
    receipt.lines.length > 0
      ? receipt.lines
      : [
          {
            name: receipt.description,
            quantity: 1,
            unitprice: receipt.amount,
            total: receipt.amount,
          },
        ];
  for (const line of lines) {
    const cells = [line.name, String(line.quantity), money(line.unitprice), money(line.total)];
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    const height = Math.max(
      ...cells.map((cell, index) =>
        doc.heightOfString(cell, { width: (columns[index]?.w ?? 0) - 12 }),
      ),
    );
    if (top + height > doc.page.height - MARGIN - 160) {
      doc.addPage();
      top = MARGIN;
    }
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) doc.text(cell, column.x + 6, top, { width: column.w - 12, align: column.align });
    });
    top += height + 8;
    doc
      .moveTo(MARGIN, top - 4)
      .lineTo(right, top - 4)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  }

  // The amount paid, with the PAID mark beside it.
  top += 12;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  doc.text('Amount paid', MARGIN + width * 0.5, top, { width: width * 0.25 });
  doc.text(money(receipt.amount), MARGIN + width * 0.7, top, {
    width: width * 0.3,
    align: 'right',
  });
  doc.save();
  doc.rotate(-12, { origin: [MARGIN + 70, top + 10] });
  doc
    .roundedRect(MARGIN + 10, top - 8, 120, 38, 6)
    .lineWidth(2.5)
    .strokeColor(GREEN)
    .stroke();
  doc.font('Helvetica-Bold').fontSize(22).fillColor(GREEN);
  doc.text('PAID', MARGIN + 10, top + 1, { width: 120, align: 'center' });
  doc.restore();
  top += 48;

  label('Payment method', MARGIN, top);
  value(METHOD_LABEL[receipt.method], MARGIN, top + 14, half - 16);
  label('Reference', MARGIN + half, top);
  value(receipt.reference, MARGIN + half, top + 14, half);

  // The footer, at the foot of the last page.
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
      `${issuer.name} issued this receipt ${receipt.number} for a payment received. ` +
        `See it online: ${receipt.url}`,
      MARGIN,
      footerY,
      { width, align: 'center', lineBreak: true, height: 30 },
    );
  doc.end();
  return done;
}

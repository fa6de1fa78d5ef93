import type { Receipt } from '@olivia/contracts/receipts';
import {
  PDF_INK as INK,
  PDF_MARGIN as MARGIN,
  PDF_MUTED as MUTED,
  PDF_RULE as RULE,
  pdfMoney,
  storeDocument,
  type ReceiptIssuer,
} from './document-pdf';

export { isDrawableImage, pdfMoney, type ReceiptIssuer } from './document-pdf';

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

/** A payment's words and mark, or a refund's. */
const WORDS = {
  payment: {
    kind: 'Receipt',
    date: 'Date paid',
    to: 'Billed to',
    amount: 'Amount paid',
    mark: 'PAID',
    colour: '#1e7d3a',
    footer: 'a payment received',
  },
  refund: {
    kind: 'Refund receipt',
    date: 'Date refunded',
    to: 'Refunded to',
    amount: 'Amount refunded',
    mark: 'REFUNDED',
    colour: '#1d4f91',
    footer: 'a refund to the card paid with',
  },
} as const;

/**
 * A receipt as an A4 PDF a business would send: the store's logo and name, 'Receipt' and its
 * number, when it was paid, who was billed, the lines, the amount paid, the method and
 * reference, a PAID mark and a footer; a refund's says refunded in each place (document-pdf.ts draws the page, the header and footer).
 */
export function renderReceiptPdf(
  receipt: Receipt,
  issuer: ReceiptIssuer,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const words = receipt.source === 'refund' ? WORDS.refund : WORDS.payment;
  const page = storeDocument(issuer, {
    kind: words.kind,
    number: receipt.number,
    subject: `${words.kind} ${receipt.number} from ${issuer.name}`,
    createdAt: new Date(receipt.paidat),
    ...options,
  });
  const { doc, width, right, label, value } = page;
  const money = (amount: number) => pdfMoney(amount, receipt.currency);
  let top = page.top;

  // Billed to, and the payment's facts.
  const half = width / 2;
  label(words.to, MARGIN, top);
  value(receipt.payername || '-', MARGIN, top + 14, half - 16);
  value(receipt.payeremail, MARGIN, top + 30, half - 16);
  label(words.date, MARGIN + half, top);
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
  doc.text(words.amount, MARGIN + width * 0.5, top, { width: width * 0.25 });
  doc.text(money(receipt.amount), MARGIN + width * 0.7, top, {
    width: width * 0.3,
    align: 'right',
  });
  doc.save();
  doc.rotate(-12, { origin: [MARGIN + 70, top + 10] });
  doc
    .roundedRect(MARGIN + 10, top - 8, 150, 38, 6)
    .lineWidth(2.5)
    .strokeColor(words.colour)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(words.mark.length > 4 ? 18 : 22)
    .fillColor(words.colour);
  doc.text(words.mark, MARGIN + 10, top + (words.mark.length > 4 ? 3 : 1), {
    width: 150,
    align: 'center',
  });
  doc.restore();
  top += 48;

  label('Payment method', MARGIN, top);
  value(METHOD_LABEL[receipt.method], MARGIN, top + 14, half - 16);
  label('Reference', MARGIN + half, top);
  value(receipt.reference, MARGIN + half, top + 14, half);

  return page.finish(
    `${issuer.name} issued this receipt ${receipt.number} for ${words.footer}. ` +
      `See it online: ${receipt.url}`,
  );
}

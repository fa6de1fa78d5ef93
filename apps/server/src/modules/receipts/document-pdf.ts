import PDFDocument from 'pdfkit';

/** What a document's PDF shows besides itself: the store that issued it. */
export interface ReceiptIssuer {
  name: string;
  /** The store's logo (JPEG or PNG bytes), or null for none. */
  logo: Buffer | null;
}

export const PDF_MARGIN = 56;
export const PDF_INK = '#1c1d21';
export const PDF_MUTED = '#5f6470';
export const PDF_RULE = '#d9dce1';

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

/**
 * An A4 document a store sends (a receipt, an invoice), in built-in Helvetica only: opened with
 * its metadata (the creation date is the document's own, so the same document gives the same
 * bytes), and its header drawn: the store's logo and name, the kind ('Receipt') and its number on
 * the right, and a rule. Answers the document, where its body starts, its text helpers, the
 * footer to draw last, and the bytes once it ends. `compress: false` leaves the text readable in
 * the bytes (tests).
 */
export function storeDocument(
  issuer: ReceiptIssuer,
  meta: { kind: string; number: string; subject: string; createdAt: Date; compress?: boolean },
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    compress: meta.compress ?? true,
    info: {
      Title: meta.number,
      Author: issuer.name,
      Subject: meta.subject,
      CreationDate: meta.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - PDF_MARGIN * 2;
  const right = PDF_MARGIN + width;

  const top = PDF_MARGIN;
  let logoDrawn = false;
  if (issuer.logo && isDrawableImage(issuer.logo)) {
    try {
      doc.image(issuer.logo, PDF_MARGIN, top, { fit: [56, 56] });
      logoDrawn = true;
    } catch {
      // A logo pdfkit cannot read leaves the name alone.
    }
  }
  doc
    .fillColor(PDF_INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(issuer.name, logoDrawn ? PDF_MARGIN + 68 : PDF_MARGIN, top + 18, {
      width: width / 2 - 68,
    });
  doc.fontSize(24).text(meta.kind, PDF_MARGIN, top, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(PDF_MUTED)
    .text(meta.number, PDF_MARGIN, top + 32, { width, align: 'right' });
  const bodyTop = top + 84;
  doc
    .moveTo(PDF_MARGIN, bodyTop)
    .lineTo(right, bodyTop)
    .strokeColor(PDF_RULE)
    .lineWidth(1)
    .stroke();

  return {
    doc,
    width,
    right,
    /** Where the body starts, below the header's rule. */
    top: bodyTop + 20,
    label: (text: string, x: number, y: number) =>
      doc.font('Helvetica').fontSize(9).fillColor(PDF_MUTED).text(text.toUpperCase(), x, y),
    value: (text: string, x: number, y: number, w: number) =>
      doc.font('Helvetica').fontSize(11).fillColor(PDF_INK).text(text, x, y, { width: w }),
    rule: (y: number, weight = 0.5) =>
      doc.moveTo(PDF_MARGIN, y).lineTo(right, y).strokeColor(PDF_RULE).lineWidth(weight).stroke(),
    /** The footer at the foot of the last page, then the end: answers the bytes. */
    finish(footer: string): Promise<Buffer> {
      const footerY = doc.page.height - PDF_MARGIN - 30;
      doc
        .moveTo(PDF_MARGIN, footerY - 10)
        .lineTo(right, footerY - 10)
        .strokeColor(PDF_RULE)
        .lineWidth(0.5)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(PDF_MUTED)
        .text(footer, PDF_MARGIN, footerY, { width, align: 'center', height: 30 });
      doc.end();
      return done;
    },
  };
}

/** What `storeDocument` answers: the page being drawn and its helpers. */
type StoreDocument = ReturnType<typeof storeDocument>;

/** A line of a document's table: what, how many, at what price, for how much. */
interface DocumentLine {
  description: string;
  quantity: number;
  unitprice: number;
  total: number;
}

/**
 * The lines as an invoice draws them from `top`: Item, Qty, Unit price and Amount under a rule, a
 * new page when one is full, and a rule below. Answers where the table ends.
 */
export function drawLineTable(
  page: StoreDocument,
  lines: readonly DocumentLine[],
  money: (amount: number) => string,
  top: number,
): number {
  const { doc, width, rule } = page;
  const columns = [
    { title: 'Item', x: PDF_MARGIN, w: width * 0.46, align: 'left' as const },
    { title: 'Qty', x: PDF_MARGIN + width * 0.46, w: width * 0.1, align: 'right' as const },
    { title: 'Unit price', x: PDF_MARGIN + width * 0.56, w: width * 0.2, align: 'right' as const },
    { title: 'Amount', x: PDF_MARGIN + width * 0.76, w: width * 0.24, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(PDF_MUTED);
  for (const column of columns) {
    doc.text(column.title.toUpperCase(), column.x, top, { width: column.w, align: column.align });
  }
  top += 16;
  rule(top);
  top += 8;
  doc.font('Helvetica').fontSize(10).fillColor(PDF_INK);
  for (const line of lines) {
    if (top > doc.page.height - PDF_MARGIN - 200) {
      doc.addPage();
      top = PDF_MARGIN;
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
  return top;
}

/** A row of the sums under the lines: its name, its amount, and whether it stands out. */
export type DocumentSum = [name: string, amount: number, bold?: boolean];

/** The sums on the right under the lines, from `top`; answers where they end. */
export function drawSums(
  page: StoreDocument,
  sums: readonly DocumentSum[],
  money: (amount: number) => string,
  top: number,
): number {
  const { doc, width } = page;
  for (const [name, amount, bold] of sums) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(PDF_INK);
    doc.text(name, PDF_MARGIN + width * 0.5, top, { width: width * 0.26 });
    doc.text(money(amount), PDF_MARGIN + width * 0.76, top, {
      width: width * 0.24,
      align: 'right',
    });
    top += bold ? 20 : 16;
  }
  return top;
}

/** A mark such as PAID or VOID. */
export interface DocumentStamp {
  text: string;
  colour: string;
}

/** The mark stamped at the left, tilted, beside the sums that end at `top`. */
export function drawStamp(page: StoreDocument, stamp: DocumentStamp, top: number): void {
  const { doc } = page;
  doc.save();
  doc.rotate(-12, { origin: [PDF_MARGIN + 70, top - 40] });
  doc
    .roundedRect(PDF_MARGIN + 10, top - 58, 120, 38, 6)
    .lineWidth(2.5)
    .strokeColor(stamp.colour)
    .stroke();
  // A longer word (CANCELLED) in a smaller size, to fit the same box.
  const long = stamp.text.length > 4;
  doc
    .font('Helvetica-Bold')
    .fontSize(long ? 15 : 22)
    .fillColor(stamp.colour);
  doc.text(stamp.text, PDF_MARGIN + 10, top - (long ? 45 : 49), { width: 120, align: 'center' });
  doc.restore();
}

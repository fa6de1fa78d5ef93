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

import type { DeliveryRunDetail } from '@olivia/contracts/delivery-runs';
import type { Executor } from '../../db/client';
import type { FilesService } from '../files/files.service';
import {
  documentIssuer,
  pdfMoney,
  PDF_INK,
  PDF_MARGIN,
  PDF_MUTED,
  storeDocument,
} from '../receipts/public';

/** Room one stop takes on the sheet. */
const STOP_HEIGHT = 92;
const SIGNATURE_WIDTH = 150;

const addressOf = (stop: DeliveryRunDetail['stops'][number]) =>
  [stop.address, stop.city, stop.lga, stop.state, stop.postcode]
    .filter((part) => part !== '')
    .join(', ');

/**
 * The run sheet (A4, English as the store's other documents): the day, the rider and the zone,
 * then each stop in order with the customer, phone, address and LGA, time window, items, what
 * to collect when unpaid, and a box for the customer's signature.
 */
export async function runSheetPdf(
  db: Executor,
  files: Pick<FilesService, 'publicFile'>,
  storeId: string,
  run: DeliveryRunDetail,
  options: { compress?: boolean } = {},
): Promise<{ bytes: Buffer; number: string }> {
  const number = `run-${run.rundate}-${run.id.slice(0, 8)}`;
  const page = storeDocument(await documentIssuer(db, files, storeId), {
    kind: 'Run sheet',
    number: run.rundate,
    subject: `Delivery run ${run.rundate}`,
    createdAt: new Date(run.createdat),
    compress: options.compress,
  });
  const { doc, width, right, label, value, rule } = page;
  let top = page.top;
  const third = width / 3;
  label('Rider', PDF_MARGIN, top);
  label('Zone', PDF_MARGIN + third, top);
  label('Stops', PDF_MARGIN + third * 2, top);
  value(`${run.ridername} ${run.riderphone}`.trim(), PDF_MARGIN, top + 12, third - 8);
  value(run.zonename || '—', PDF_MARGIN + third, top + 12, third - 8);
  value(String(run.stops.length), PDF_MARGIN + third * 2, top + 12, third);
  top += 40;
  if (run.note) {
    value(run.note, PDF_MARGIN, top, width);
    top += doc.heightOfString(run.note, { width }) + 8;
  }
  rule(top, 1);
  top += 12;
  const textWidth = width - SIGNATURE_WIDTH - 40;
  for (const stop of run.stops) {
    if (top + STOP_HEIGHT > doc.page.height - PDF_MARGIN - 40) {
      doc.addPage();
      top = PDF_MARGIN;
    }
    doc.font('Helvetica-Bold').fontSize(14).fillColor(PDF_INK);
    doc.text(String(stop.position), PDF_MARGIN, top, { width: 28 });
    const x = PDF_MARGIN + 32;
    doc.fontSize(11).text(`${stop.customername}  ·  #${stop.ordernumber}`, x, top, {
      width: textWidth,
    });
    doc.font('Helvetica').fontSize(10).fillColor(PDF_INK);
    doc.text(`${stop.phone}  ·  ${addressOf(stop)}`, x, top + 16, {
      width: textWidth,
      height: 28,
      ellipsis: true,
    });
    const collect = stop.due > 0 ? `Collect ${pdfMoney(stop.due, run.currency)}` : 'Paid';
    const details = [
      stop.slot && `Time ${stop.slot}`,
      `${stop.itemcount} item${stop.itemcount === 1 ? '' : 's'}`,
      collect,
      stop.status === 'pending' ? '' : stop.status.toUpperCase(),
    ].filter(Boolean);
    doc.fillColor(PDF_MUTED).text(details.join('  ·  '), x, top + 46, { width: textWidth });
    const boxX = right - SIGNATURE_WIDTH;
    doc.rect(boxX, top, SIGNATURE_WIDTH, 54).strokeColor(PDF_MUTED).lineWidth(0.5).stroke();
    label('Signature', boxX + 6, top + 58);
    top += STOP_HEIGHT - 12;
    rule(top);
    top += 12;
  }
  return { bytes: await page.finish(`Delivery run ${run.rundate} · ${run.id}`), number };
}

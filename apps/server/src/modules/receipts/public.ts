/** What other modules may use of the receipts module: issuing a payment's receipt. */
export { createReceiptIssuer, type IssueReceipt, type ReceiptFor } from './issue-receipt';
export { nextDocumentNumber } from './receipts.repository';
export { documentIssuer } from './document-issuer';
export {
  drawLineTable,
  drawStamp,
  drawSums,
  isDrawableImage,
  pdfMoney,
  PDF_INK,
  PDF_MARGIN,
  PDF_MUTED,
  storeDocument,
  type DocumentStamp,
  type DocumentSum,
  type ReceiptIssuer,
} from './document-pdf';
export { pdfReply } from './receipts.routes';

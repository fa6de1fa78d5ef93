/** What other modules may use of the receipts module: issuing a payment's receipt. */
export { createReceiptIssuer, type IssueReceipt, type ReceiptFor } from './issue-receipt';
export { nextDocumentNumber } from './receipts.repository';
export { documentIssuer } from './document-issuer';
export { isDrawableImage, pdfMoney, type ReceiptIssuer } from './receipt-pdf';
export { pdfReply } from './receipts.routes';

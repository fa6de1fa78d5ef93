import { EditInvoiceRoute } from './edit-invoice-route';
import { InvoiceDetailRoute } from './invoice-detail-route';
import { InvoicesRoute } from './invoices-route';
import { NewInvoiceRoute } from './new-invoice-route';

/**
 * The invoices area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const invoicesScreens = {
  InvoicesRoute,
  NewInvoiceRoute,
  EditInvoiceRoute,
  InvoiceDetailRoute,
};

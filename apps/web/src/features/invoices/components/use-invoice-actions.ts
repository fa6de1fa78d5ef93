import type { Invoice } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/messages';
import { toastError, toastSuccess } from '../../../lib/toast';
import { downloadInvoicePdf, useInvoiceCommand, useRemindInvoice } from '../api/invoices-api';
import { invoiceTitle } from './invoice-columns';

/**
 * What can be done to an invoice now: a draft is edited, sent or deleted; a sent one with nothing
 * paid is edited, sent again, reminded or voided; a partly paid one is sent again or reminded; a
 * paid or void one only read.
 */
export function invoiceAllows(invoice: Pick<Invoice, 'status' | 'amountpaid'>) {
  const { status } = invoice;
  const unpaid = invoice.amountpaid === 0;
  const open = status === 'sent' || status === 'partiallypaid';
  return {
    send: status === 'draft' ? ('send' as const) : open ? ('sendAgain' as const) : null,
    remind: open,
    edit: status === 'draft' || (status === 'sent' && unpaid),
    void: status === 'sent' && unpaid,
    remove: status === 'draft',
  };
}

/** Sending, reminding and the PDF of an invoice, each saying how it went in a toast. */
export function useInvoiceActions() {
  const { t } = useTranslation('invoices');
  const errorMessage = useErrorMessage();
  const send = useInvoiceCommand('send');
  const remind = useRemindInvoice();
  const failed = (error: unknown) => toastError(errorMessage(error));
  return {
    sending: send.isPending,
    send: (invoice: Invoice) =>
      send
        .mutateAsync(invoice.id)
        .then(
          (sent) =>
            toastSuccess(
              t('toasts.sent', { name: invoiceTitle(t, sent), email: sent.customeremail }),
            ),
          failed,
        ),
    remind: (invoice: Invoice) =>
      remind
        .mutateAsync(invoice.id)
        .then(() => toastSuccess(t('toasts.reminded', { email: invoice.customeremail })), failed),
    pdf: (invoice: Invoice) => downloadInvoicePdf(invoice).catch(failed),
  };
}

import type { Invoice } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/messages';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useInvoiceCommand } from '../api/invoices-api';
import { invoiceTitle } from './invoice-columns';

/**
 * What follows a saved invoice: with 'Save and send', sending it. A refused send leaves the saved
 * invoice as it is (a draft, say) and says why, so saving again does not make a second one.
 */
export function useAfterSave(onClose: () => void) {
  const { t } = useTranslation('invoices');
  const errorMessage = useErrorMessage();
  const send = useInvoiceCommand('send');
  return async (saved: Invoice, andSend: boolean) => {
    if (!andSend) {
      toastSuccess(t('toasts.saved', { name: invoiceTitle(t, saved) }));
      onClose();
      return;
    }
    try {
      const sent = await send.mutateAsync(saved.id);
      toastSuccess(t('toasts.sent', { name: invoiceTitle(t, sent), email: sent.customeremail }));
    } catch (error) {
      toastError(t('toasts.savedNotSent', { reason: errorMessage(error) }));
    }
    onClose();
  };
}

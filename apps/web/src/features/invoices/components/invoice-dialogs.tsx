import type { Invoice } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { invoicesApi, useInvoiceCommand } from '../api/invoices-api';
import { invoiceTitle } from './invoice-columns';

interface InvoiceDialogProps {
  invoice: Invoice | null;
  onClose: () => void;
  /** After it is done (e.g. the detail drawer closes once its invoice is deleted). */
  onDone?: () => void;
}

/**
 * Asks before voiding a sent invoice: its page stops taking payments. The server refuses one with
 * payments (409 `invoiceCannotVoid`), and the dialog says so.
 */
export function VoidInvoiceDialog({ invoice, onClose, onDone }: InvoiceDialogProps) {
  const { t } = useTranslation('invoices');
  const voidInvoice = useInvoiceCommand('void');
  if (!invoice) return null;
  const name = invoiceTitle(t, invoice);
  return (
    <ConfirmDialog
      key={invoice.id}
      open
      title={t('confirm.voidTitle', { name })}
      message={t('confirm.voidBody')}
      confirmLabel={t('actions.void')}
      onConfirm={async () => {
        await voidInvoice.mutateAsync(invoice.id);
        toastSuccess(t('toasts.voided', { name }));
        onDone?.();
      }}
      onClose={onClose}
    />
  );
}

/** Asks before deleting a draft; the server refuses anything else (409 `invoiceNotDraft`). */
export function RemoveInvoiceDialog({ invoice, onClose, onDone }: InvoiceDialogProps) {
  const { t } = useTranslation('invoices');
  const remove = invoicesApi.useRemove();
  if (!invoice) return null;
  return (
    <ConfirmDialog
      key={invoice.id}
      open
      title={t('confirm.removeTitle', { name: invoice.customername })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(invoice.id);
        toastSuccess(t('toasts.removed'));
        onDone?.();
      }}
      onClose={onClose}
    />
  );
}

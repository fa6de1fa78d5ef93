import type { Invoice } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { invoicesApi } from '../api/invoices-api';
import { invoiceTitle } from '../components/invoice-columns';
import { InvoiceFormDrawer } from '../components/invoice-form-drawer';
import { invoiceFormValues } from '../components/invoice-form-values';
import { useAfterSave } from '../components/use-save-invoice';

/**
 * /invoice/all/:id/edit: the same drawer as New, filled with the invoice. The server refuses one
 * with payments (409 `invoiceLocked`); the form shows that above its fields.
 */
export function EditInvoiceRoute() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  const invoice = invoicesApi.useOne(id);
  const close = useCloseDrawer();

  if (invoice.data) return <EditInvoiceForm invoice={invoice.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('form.editTitle')}
      error={invoice.error}
      isError={invoice.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
      size="lg"
    />
  );
}

function EditInvoiceForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const update = invoicesApi.useUpdate();
  const afterSave = useAfterSave(onClose);
  return (
    <InvoiceFormDrawer
      title={t('form.editTitle')}
      description={invoiceTitle(t, invoice)}
      defaultValues={invoiceFormValues(invoice)}
      submitLabel={t(invoice.status === 'draft' ? 'form.saveDraft' : 'form.save')}
      onSubmit={async (body, send) =>
        afterSave(await update.mutateAsync({ id: invoice.id, body }), send)
      }
      onClose={onClose}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { invoicesApi } from '../api/invoices-api';
import { InvoiceFormDrawer } from '../components/invoice-form-drawer';
import { newInvoiceValues } from '../components/invoice-form-values';
import { useAfterSave } from '../components/use-save-invoice';

/** /invoice/all/new: a new invoice, saved as a draft (and sent, with 'Save and send'). */
export function NewInvoiceRoute() {
  const { t } = useTranslation('invoices');
  const create = invoicesApi.useCreate();
  const close = useCloseDrawer();
  const afterSave = useAfterSave(close);
  return (
    <InvoiceFormDrawer
      title={t('form.newTitle')}
      description={t('form.intro')}
      defaultValues={newInvoiceValues()}
      submitLabel={t('form.saveDraft')}
      onSubmit={async (values, send) => afterSave(await create.mutateAsync(values), send)}
      onClose={close}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { suppliersApi } from '../api/suppliers-api';
import { SupplierFormDrawer } from '../components/supplier-form-drawer';

/** /suppliers/all/:id/edit. */
export function EditSupplierRoute() {
  const { t } = useTranslation('suppliers');
  const { id = '' } = useParams();
  const close = useCloseDrawer();
  const supplier = suppliersApi.useOne(id);
  const update = suppliersApi.useUpdate();
  if (!supplier.data) {
    return (
      <RecordDrawerStatus
        title={t('form.editTitle')}
        error={supplier.error}
        isError={supplier.isError}
        notFoundText={t('notFound')}
        loadingText={t('loading')}
        onClose={close}
      />
    );
  }
  return (
    <SupplierFormDrawer
      title={t('form.editTitle')}
      supplier={supplier.data}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        await update.mutateAsync({ id, body });
        toastSuccess(t('saved', { name: body.name }));
        close();
      }}
      onClose={close}
    />
  );
}

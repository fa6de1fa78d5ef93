import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { suppliersApi } from '../api/suppliers-api';
import { SupplierFormDrawer } from '../components/supplier-form-drawer';

/** /suppliers/all/new. */
export function NewSupplierRoute() {
  const { t } = useTranslation('suppliers');
  const close = useCloseDrawer();
  const create = suppliersApi.useCreate();
  return (
    <SupplierFormDrawer
      title={t('form.newTitle')}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const supplier = await create.mutateAsync(values);
        toastSuccess(t('created', { name: supplier.name }));
        close();
      }}
      onClose={close}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { productsApi } from '../api/products-api';
import { ProductFormDrawer } from '../components/product-form-drawer';
import { NEW_PRODUCT } from '../components/product-form-values';

/** /products/all/new: the add-product drawer over the list. */
export function NewProductRoute() {
  const { t } = useTranslation(['products', 'routes']);
  const create = productsApi.useCreate();
  const close = useCloseDrawer();
  return (
    <ProductFormDrawer
      title={t('routes:newProduct')}
      defaultValues={NEW_PRODUCT}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { productsApi } from '../api/products-api';
import { ProductFormDrawer } from '../components/product-form-drawer';
import { productFormValues } from '../components/product-form-values';

/**
 * /products/all/:id/edit: the same drawer as Add, filled with the product. Saving sends the whole
 * product; its variants replace the stored ones (those kept carry their ids).
 */
export function EditProductRoute() {
  const { t } = useTranslation(['products', 'routes']);
  const { id = '' } = useParams();
  const product = productsApi.useOne(id);
  const update = productsApi.useUpdate();
  const close = useCloseDrawer();

  if (!product.data) {
    return (
      <RecordDrawerStatus
        title={t('routes:editProduct')}
        error={product.error}
        isError={product.isError}
        notFoundText={t('form.notFound')}
        loadingText={t('form.loading')}
        onClose={close}
        size="lg"
      />
    );
  }
  const current = product.data;
  return (
    <ProductFormDrawer
      key={current.id}
      title={t('routes:editProduct')}
      description={current.name}
      product={current}
      defaultValues={productFormValues(current)}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: current.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        close();
      }}
      onClose={close}
    />
  );
}

import type { Brand } from '@olivia/contracts/brands';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { brandsApi } from '../api/brands-api';
import { BrandFormDrawer } from '../components/brand-form-drawer';

/** /brand/all/:id/edit: the same drawer as New, filled with the brand. */
export function EditBrandRoute() {
  const { t } = useTranslation(['brands', 'routes']);
  const { id = '' } = useParams();
  const brand = brandsApi.useOne(id);
  const close = useCloseDrawer();

  if (brand.data) return <EditBrandForm brand={brand.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editBrand')}
      error={brand.error}
      isError={brand.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function EditBrandForm({ brand, onClose }: { brand: Brand; onClose: () => void }) {
  const { t } = useTranslation(['brands', 'routes']);
  const update = brandsApi.useUpdate();
  const { name, description, logourl, active } = brand;
  return (
    <BrandFormDrawer
      title={t('routes:editBrand')}
      description={brand.name}
      defaultValues={{ name, description, logourl, active }}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: brand.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

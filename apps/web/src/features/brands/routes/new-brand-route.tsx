import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { brandsApi } from '../api/brands-api';
import { BrandFormDrawer } from '../components/brand-form-drawer';

/** /brand/all/new: the new-brand drawer over the list; a new brand starts active. */
export function NewBrandRoute() {
  const { t } = useTranslation(['brands', 'routes']);
  const create = brandsApi.useCreate();
  const close = useCloseDrawer();
  return (
    <BrandFormDrawer
      title={t('routes:newBrand')}
      description={t('form.intro')}
      defaultValues={{ name: '', description: '', logourl: '', active: true }}
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { bannersApi } from '../api/promotions-api';
import { BannerFormDrawer } from '../components/banner-form-drawer';
import { newBannerValues } from '../components/form-values';

/** /banners/all/new: the new-banner drawer over the list. */
export function NewBannerRoute() {
  const { t } = useTranslation(['promotions', 'routes']);
  const create = bannersApi.useCreate();
  const close = useCloseDrawer();
  const [defaults] = useState(() => newBannerValues());
  return (
    <BannerFormDrawer
      title={t('routes:newBanner')}
      description={t('banners.form.intro')}
      defaultValues={defaults}
      submitLabel={t('banners.form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('banners.toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
    />
  );
}

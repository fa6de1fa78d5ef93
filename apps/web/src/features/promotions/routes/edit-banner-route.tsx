import type { Banner } from '@olivia/contracts/banners';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { bannersApi } from '../api/promotions-api';
import { BannerFormDrawer } from '../components/banner-form-drawer';
import { bannerFormValues } from '../components/form-values';

/** /banners/all/:id/edit: every field of a banner. */
export function EditBannerRoute() {
  const { t } = useTranslation(['promotions', 'routes']);
  const { id = '' } = useParams();
  const banner = bannersApi.useOne(id);
  const close = useCloseDrawer();
  if (banner.data) return <EditBannerForm banner={banner.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editBanner')}
      error={banner.error}
      isError={banner.isError}
      notFoundText={t('banners.form.notFound')}
      loadingText={t('banners.form.loading')}
      onClose={close}
      size="lg"
    />
  );
}

function EditBannerForm({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation(['promotions', 'routes']);
  const update = bannersApi.useUpdate();
  return (
    <BannerFormDrawer
      title={t('routes:editBanner')}
      defaultValues={bannerFormValues(banner)}
      submitLabel={t('banners.form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: banner.id, body });
        toastSuccess(t('banners.toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

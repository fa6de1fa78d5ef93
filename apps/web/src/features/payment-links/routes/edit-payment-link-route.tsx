import type { PaymentLink } from '@olivia/contracts/payment-links';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { paymentLinksApi } from '../api/payment-links-api';
import { PaymentLinkFormDrawer } from '../components/payment-link-form-drawer';
import { linkFormValues } from '../components/payment-link-form-values';

/** /payment-links/:id/edit: the same drawer as New, filled with the link. */
export function EditPaymentLinkRoute() {
  const { t } = useTranslation(['paymentLinks', 'routes']);
  const { id = '' } = useParams();
  const link = paymentLinksApi.useOne(id);
  const close = useCloseDrawer();

  if (link.data) return <EditPaymentLinkForm link={link.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editPaymentLink')}
      error={link.error}
      isError={link.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
      size="lg"
    />
  );
}

function EditPaymentLinkForm({ link, onClose }: { link: PaymentLink; onClose: () => void }) {
  const { t } = useTranslation(['paymentLinks', 'routes']);
  const update = paymentLinksApi.useUpdate();
  return (
    <PaymentLinkFormDrawer
      title={t('routes:editPaymentLink')}
      description={link.name}
      defaultValues={linkFormValues(link)}
      currentSlug={link.slug}
      storedItems={link.items}
      currency={link.currency}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: link.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

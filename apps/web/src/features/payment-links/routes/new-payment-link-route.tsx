import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { paymentLinksApi } from '../api/payment-links-api';
import { PaymentLinkFormDrawer } from '../components/payment-link-form-drawer';
import { NEW_LINK_VALUES } from '../components/payment-link-form-values';

/** /payment-links/new: the new-link drawer over the list; a new link starts active. */
export function NewPaymentLinkRoute() {
  const { t } = useTranslation(['paymentLinks', 'routes']);
  const create = paymentLinksApi.useCreate();
  const close = useCloseDrawer();
  return (
    <PaymentLinkFormDrawer
      title={t('routes:newPaymentLink')}
      description={t('form.intro')}
      defaultValues={NEW_LINK_VALUES}
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

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { purchaseOrdersApi } from '../api/suppliers-api';
import { PoFormDrawer } from '../components/po-form-drawer';

/** /suppliers/all/orders/:id/edit: a draft's supplier, lines and details. */
export function EditPurchaseOrderRoute() {
  const { t } = useTranslation('suppliers');
  const { id = '' } = useParams();
  const close = useCloseDrawer();
  const order = purchaseOrdersApi.useOne(id);
  const update = purchaseOrdersApi.useUpdate();
  if (!order.data) {
    return (
      <RecordDrawerStatus
        title={t('po.editTitle')}
        error={order.error}
        isError={order.isError}
        notFoundText={t('po.notFound')}
        loadingText={t('loading')}
        onClose={close}
      />
    );
  }
  return (
    <PoFormDrawer
      title={t('po.editTitle')}
      order={order.data}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id, body });
        toastSuccess(t('po.saved', { number: saved.number }));
        close();
      }}
      onClose={close}
    />
  );
}

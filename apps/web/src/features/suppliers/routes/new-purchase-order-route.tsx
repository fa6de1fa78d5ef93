import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { purchaseOrdersApi } from '../api/suppliers-api';
import { PoFormDrawer } from '../components/po-form-drawer';

/** /suppliers/all/orders/new (`?supplier=` chooses the supplier): saved as a draft, then opened. */
export function NewPurchaseOrderRoute() {
  const { t } = useTranslation('suppliers');
  const close = useCloseDrawer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = purchaseOrdersApi.useCreate();
  const client = useQueryClient();
  return (
    <PoFormDrawer
      title={t('po.newTitle')}
      supplierId={params.get('supplier') ?? ''}
      submitLabel={t('po.saveDraft')}
      onSubmit={async (values) => {
        const order = await create.mutateAsync(values);
        toastSuccess(t('po.drafted', { number: order.number }));
        client.setQueryData(purchaseOrdersApi.keys.detail(order.id), order);
        await navigate(
          { pathname: `../${order.id}`, search: '?view=orders' },
          { relative: 'path' },
        );
      }}
      onClose={close}
    />
  );
}

import type { OrderStatus } from '@olivia/contracts/orders';
import { useTranslation } from 'react-i18next';
import type { BulkActions } from '../../../components/resource/bulk-actions';
import { useSetOrdersStatus } from '../api/orders-api';

/**
 * /orders/all's bulk actions: the workflow's forward moves for the selected orders, and Cancel,
 * which asks first. The server moves each order it may and says why it refused the others.
 */
export function useOrderBulkActions(): BulkActions {
  const { t } = useTranslation('orders');
  const { mutateAsync } = useSetOrdersStatus();
  const moveTo = (orderStatus: OrderStatus) => (ids: string[]) => mutateAsync({ ids, orderStatus });
  return {
    actions: [
      { label: t('moves.processing'), onRun: moveTo('processing') },
      { label: t('moves.shipped'), onRun: moveTo('shipped') },
      { label: t('moves.delivered'), onRun: moveTo('delivered') },
      {
        label: t('bulk.cancel'),
        onRun: moveTo('cancelled'),
        confirm: (count) => ({
          title: t('bulk.cancelTitle', { count }),
          body: t('bulk.cancelBody'),
        }),
      },
    ],
    doneText: (count) => t('bulk.done', { count }),
  };
}

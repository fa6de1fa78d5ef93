import type { ProductStatus } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import type { BulkActions } from '../../../components/resource/bulk-actions';
import { useSetProductsStatus } from '../api/products-api';

/**
 * /products/all's bulk actions: set the selected products active or draft, or archive them (asks
 * first).
 */
export function useProductBulkActions(): BulkActions {
  const { t } = useTranslation('products');
  const { mutateAsync } = useSetProductsStatus();
  const setTo = (status: ProductStatus) => (ids: string[]) => mutateAsync({ ids, status });
  return {
    actions: [
      { label: t('bulk.setActive'), onRun: setTo('active') },
      { label: t('bulk.setDraft'), onRun: setTo('draft') },
      {
        label: t('actions.archive'),
        onRun: setTo('archived'),
        confirm: (count) => ({
          title: t('bulk.archiveTitle', { count }),
          body: t('bulk.archiveBody'),
        }),
      },
    ],
    doneText: (count) => t('bulk.done', { count }),
  };
}

import type { Product } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { productsApi } from '../api/products-api';

interface ArchiveProductDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** Asks before archiving a product, saying how to bring it back. */
export function ArchiveProductDialog({ product, onClose }: ArchiveProductDialogProps) {
  const { t } = useTranslation('products');
  const archive = productsApi.useRemove();
  if (!product) return null;
  const { name } = product;
  return (
    <ConfirmDialog
      key={product.id}
      open
      title={t('confirm.archiveTitle', { name })}
      message={t('confirm.archiveBody')}
      confirmLabel={t('actions.archive')}
      onConfirm={async () => {
        await archive.mutateAsync(product.id);
        toastSuccess(t('toasts.archived', { name }));
      }}
      onClose={onClose}
    />
  );
}

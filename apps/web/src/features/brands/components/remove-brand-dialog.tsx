import type { Brand } from '@olivia/contracts/brands';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { brandsApi } from '../api/brands-api';

interface RemoveBrandDialogProps {
  brand: Brand | null;
  onClose: () => void;
}

/** Asks before removing a brand, saying its products stay (without a brand). */
export function RemoveBrandDialog({ brand, onClose }: RemoveBrandDialogProps) {
  const { t } = useTranslation('brands');
  const remove = brandsApi.useRemove();
  if (!brand) return null;
  const { name } = brand;
  return (
    <ConfirmDialog
      key={brand.id}
      open
      title={t('confirm.removeTitle', { name })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(brand.id);
        toastSuccess(t('toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}

import type { Promotion } from '@olivia/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { promotionsApi } from '../api/promotions-api';

interface DialogProps {
  promotion: Promotion | null;
  onClose: () => void;
}

/** Asks before ending a promotion for good. */
export function EndPromotionDialog({ promotion, onClose }: DialogProps) {
  const { t } = useTranslation('promotions');
  const update = promotionsApi.useUpdate();
  if (!promotion) return null;
  const { name } = promotion;
  return (
    <ConfirmDialog
      key={promotion.id}
      open
      title={t('confirmEnd.title', { name })}
      message={t('confirmEnd.body')}
      confirmLabel={t('confirmEnd.confirm')}
      onConfirm={async () => {
        await update.mutateAsync({ id: promotion.id, body: { action: 'end' } });
        toastSuccess(t('toasts.ended', { name }));
      }}
      onClose={onClose}
    />
  );
}

/** Asks before deleting one; a promotion that priced orders is refused by the server, which says why. */
export function RemovePromotionDialog({ promotion, onClose }: DialogProps) {
  const { t } = useTranslation('promotions');
  const remove = promotionsApi.useRemove();
  if (!promotion) return null;
  const { name } = promotion;
  return (
    <ConfirmDialog
      key={promotion.id}
      open
      title={t('confirmRemove.title', { name })}
      message={t('confirmRemove.body')}
      confirmLabel={t('confirmRemove.confirm')}
      onConfirm={async () => {
        await remove.mutateAsync(promotion.id);
        toastSuccess(t('toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}

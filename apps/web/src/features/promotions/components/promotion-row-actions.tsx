import type { Promotion } from '@olivia/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/resource/row-actions';
import { useErrorMessage } from '../../../lib/messages';
import { editPath } from '../../../lib/screen-paths';
import { toastError, toastSuccess } from '../../../lib/toast';
import { promotionsApi } from '../api/promotions-api';

interface PromotionRowActionsProps {
  promotion: Promotion;
  onEnd: (promotion: Promotion) => void;
  onRemove: (promotion: Promotion) => void;
}

/** A promotion's row menu: edit (with its figures), pause or resume, end, delete. */
export function PromotionRowActions({ promotion, onEnd, onRemove }: PromotionRowActionsProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const update = promotionsApi.useUpdate();
  const act = (action: 'pause' | 'resume') => {
    update.mutateAsync({ id: promotion.id, body: { action } }).then(
      (saved) => toastSuccess(t(action === 'pause' ? 'toasts.paused' : 'toasts.resumed', saved)),
      (error: unknown) => toastError(errorMessage(error)),
    );
  };
  const running = promotion.state === 'active' || promotion.state === 'scheduled';
  return (
    <RowActions
      label={t('actions.menu', { name: promotion.name })}
      actions={[
        { label: t('actions.edit'), to: editPath(promotion.id) },
        ...(running ? [{ label: t('actions.pause'), onClick: () => act('pause') }] : []),
        ...(promotion.state === 'paused'
          ? [{ label: t('actions.resume'), onClick: () => act('resume') }]
          : []),
        ...(promotion.state !== 'ended'
          ? [{ label: t('actions.end'), danger: true, onClick: () => onEnd(promotion) }]
          : []),
        { label: t('actions.remove'), danger: true, onClick: () => onRemove(promotion) },
      ]}
    />
  );
}

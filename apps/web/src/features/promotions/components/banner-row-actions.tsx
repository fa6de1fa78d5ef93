import type { Banner } from '@olivia/contracts/banners';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { RowActions } from '../../../components/resource/row-actions';
import { useErrorMessage } from '../../../lib/messages';
import { editPath } from '../../../lib/screen-paths';
import { toastError, toastSuccess } from '../../../lib/toast';
import { bannersApi, useMoveBanner } from '../api/promotions-api';

interface BannerRowActionsProps {
  banner: Banner;
  onRemove: (banner: Banner) => void;
}

/** A banner's row menu: edit, move up or down within its placement, delete. */
export function BannerRowActions({ banner, onRemove }: BannerRowActionsProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const move = useMoveBanner();
  const moveBy = (step: -1 | 1) =>
    move.mutateAsync({ id: banner.id, placement: banner.placement, step }).then(
      () => toastSuccess(t('banners.toasts.moved')),
      (error: unknown) => toastError(errorMessage(error)),
    );
  return (
    <RowActions
      label={t('banners.actions.menu', { name: banner.name })}
      actions={[
        { label: t('banners.actions.edit'), to: editPath(banner.id) },
        { label: t('banners.actions.up'), onClick: () => void moveBy(-1) },
        { label: t('banners.actions.down'), onClick: () => void moveBy(1) },
        { label: t('banners.actions.remove'), danger: true, onClick: () => onRemove(banner) },
      ]}
    />
  );
}

/** Asks before deleting a banner. */
export function RemoveBannerDialog({
  banner,
  onClose,
}: {
  banner: Banner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const remove = bannersApi.useRemove();
  if (!banner) return null;
  const { name } = banner;
  return (
    <ConfirmDialog
      key={banner.id}
      open
      title={t('banners.confirmRemove.title', { name })}
      message={t('banners.confirmRemove.body')}
      confirmLabel={t('banners.confirmRemove.confirm')}
      onConfirm={async () => {
        await remove.mutateAsync(banner.id);
        toastSuccess(t('banners.toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}

import type { QrCode } from '@olivia/contracts/qr-codes';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { qrCodesApi } from '../api/qr-codes-api';

interface RemoveQrCodeDialogProps {
  code: QrCode | null;
  onClose: () => void;
}

/** Asks before deleting a code, saying printed copies stop working. */
export function RemoveQrCodeDialog({ code, onClose }: RemoveQrCodeDialogProps) {
  const { t } = useTranslation('qrCodes');
  const remove = qrCodesApi.useRemove();
  if (!code) return null;
  const { label } = code;
  return (
    <ConfirmDialog
      key={code.id}
      open
      title={t('confirm.removeTitle', { label })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(code.id);
        toastSuccess(t('toasts.removed', { label }));
      }}
      onClose={onClose}
    />
  );
}

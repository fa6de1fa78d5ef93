import type { QrCode, QrImageFormat } from '@olivia/contracts/qr-codes';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/resource/row-actions';
import { useErrorMessage } from '../../../lib/messages';
import { downloadQrImage } from '../../../lib/qr-code-images';
import { editPath } from '../../../lib/screen-paths';
import { toastError, toastSuccess } from '../../../lib/toast';
import { qrCodesApi } from '../api/qr-codes-api';
import { fileNameOf } from './qr-code-text';

interface QrCodeRowActionsProps {
  code: QrCode;
  onRemove: (code: QrCode) => void;
}

/**
 * A code's row menu: download it (SVG, or a print-size PNG), copy its scan link, open the page it
 * opens, switch it on or off, edit and delete.
 */
export function QrCodeRowActions({ code, onRemove }: QrCodeRowActionsProps) {
  const { t } = useTranslation('qrCodes');
  const errorMessage = useErrorMessage();
  const update = qrCodesApi.useUpdate();

  const download = (format: QrImageFormat) => {
    downloadQrImage(code.id, format, fileNameOf(code)).catch(() =>
      toastError(t('toasts.downloadFailed')),
    );
  };
  const copy = () => {
    // Without clipboard access (an insecure origin, a refused permission) it says so.
    const written = navigator.clipboard?.writeText(code.scanurl) ?? Promise.reject(new Error());
    written.then(
      () => toastSuccess(t('toasts.copied')),
      () => toastError(t('toasts.copyFailed')),
    );
  };
  const setActive = (active: boolean) => {
    update.mutateAsync({ id: code.id, body: { active } }).then(
      (saved) =>
        toastSuccess(t(active ? 'toasts.activated' : 'toasts.deactivated', { label: saved.label })),
      (error: unknown) => toastError(errorMessage(error)),
    );
  };
  const { destination } = code;

  return (
    <RowActions
      label={t('actions.menu', { label: code.label })}
      actions={[
        { label: t('actions.downloadSvg'), onClick: () => download('svg') },
        { label: t('actions.downloadPng'), onClick: () => download('png') },
        { label: t('actions.copy'), onClick: copy },
        ...(destination
          ? [
              {
                label: t('actions.open'),
                onClick: () => window.open(destination, '_blank', 'noopener'),
              },
            ]
          : []),
        code.active
          ? { label: t('actions.deactivate'), onClick: () => setActive(false) }
          : { label: t('actions.activate'), onClick: () => setActive(true) },
        { label: t('actions.edit'), to: editPath(code.id) },
        { label: t('actions.remove'), danger: true, onClick: () => onRemove(code) },
      ]}
    />
  );
}

import type { PaymentLink } from '@olivia/contracts/payment-links';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/resource/row-actions';
import { useErrorMessage } from '../../../lib/messages';
import { detailPath, editPath } from '../../../lib/screen-paths';
import { toastError, toastSuccess } from '../../../lib/toast';
import { paymentLinksApi } from '../api/payment-links-api';

interface PaymentLinkRowActionsProps {
  link: PaymentLink;
  onShowQr: (link: PaymentLink) => void;
  onRemove: (link: PaymentLink) => void;
}

/** Copies a link's address; without clipboard access (an insecure origin) it says so. */
function copyLinkAddress(url: string, copied: string, failed: string) {
  const written = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error());
  written.then(
    () => toastSuccess(copied),
    () => toastError(failed),
  );
}

/**
 * A link's row menu: copy, open its page in a new tab, its QR code, its payments, edit,
 * activate or deactivate (an update of `active` alone) and delete.
 */
export function PaymentLinkRowActions({ link, onShowQr, onRemove }: PaymentLinkRowActionsProps) {
  const { t } = useTranslation('paymentLinks');
  const errorMessage = useErrorMessage();
  const update = paymentLinksApi.useUpdate();

  const setActive = (active: boolean) => {
    update.mutateAsync({ id: link.id, body: { active } }).then(
      (saved) =>
        toastSuccess(t(active ? 'toasts.activated' : 'toasts.deactivated', { name: saved.name })),
      (error: unknown) => toastError(errorMessage(error)),
    );
  };

  return (
    <RowActions
      label={t('actions.menu', { name: link.name })}
      actions={[
        {
          label: t('actions.copy'),
          onClick: () => copyLinkAddress(link.url, t('toasts.copied'), t('toasts.copyFailed')),
        },
        { label: t('actions.open'), onClick: () => window.open(link.url, '_blank', 'noopener') },
        { label: t('actions.qr'), onClick: () => onShowQr(link) },
        { label: t('actions.payments'), to: detailPath(link.id) },
        { label: t('actions.edit'), to: editPath(link.id) },
        link.active
          ? { label: t('actions.deactivate'), onClick: () => setActive(false) }
          : { label: t('actions.activate'), onClick: () => setActive(true) },
        { label: t('actions.remove'), danger: true, onClick: () => onRemove(link) },
      ]}
    />
  );
}

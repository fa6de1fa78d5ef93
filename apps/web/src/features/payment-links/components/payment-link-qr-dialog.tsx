import type { PaymentLink } from '@olivia/contracts/payment-links';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { PaymentLinkQrCode } from './payment-link-qr-code';

/** The QR code of a link's page, for a poster or a counter; closes with ×, Escape or outside. */
export function PaymentLinkQrDialog({
  link,
  onClose,
}: {
  link: PaymentLink | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('paymentLinks');
  if (!link) return null;
  return (
    <Dialog open closable title={t('qr.title', { name: link.name })} onClose={onClose}>
      <div className="space-y-3 p-5">
        <p className="text-center font-mono text-sm break-all text-gray-600 dark:text-gray-300">
          {link.url}
        </p>
        <PaymentLinkQrCode url={link.url} slug={link.slug} />
      </div>
    </Dialog>
  );
}

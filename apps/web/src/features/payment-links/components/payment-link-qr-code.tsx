import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useQrCode } from '../../../components/ui/use-qr-code';

/**
 * A link's page as a QR code, drawn in the browser, to download as `pay-<slug>.png` (or .svg
 * where the browser cannot draw a PNG): the referral QR code's pattern, over the same hook.
 */
export function PaymentLinkQrCode({ url, slug }: { url: string; slug: string }) {
  const { t } = useTranslation('paymentLinks');
  const qr = useQrCode(url);

  if (qr.status === 'failed') return <Alert>{t('qr.failed')}</Alert>;
  if (qr.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
        <Spinner />
        {t('qr.loading')}
      </p>
    );
  }
  const { svg, png } = qr.images;
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={svg}
        alt={t('qr.alt', { url })}
        className="size-48 rounded-md border border-gray-200 bg-white p-2 dark:border-gray-700"
      />
      <div className="flex flex-wrap justify-center gap-3">
        {png && (
          <a href={png} download={`pay-${slug}.png`} className={buttonClassName('outline')}>
            <Download aria-hidden="true" className="size-4" />
            {t('qr.downloadPng')}
          </a>
        )}
        <a href={svg} download={`pay-${slug}.svg`} className={buttonClassName('outline')}>
          <Download aria-hidden="true" className="size-4" />
          {t('qr.downloadSvg')}
        </a>
      </div>
    </div>
  );
}

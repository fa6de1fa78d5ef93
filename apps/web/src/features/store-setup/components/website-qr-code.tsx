import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useQrCode } from '../../../components/ui/use-qr-code';

interface WebsiteQrCodeProps {
  /** The storefront's address, which the code opens. */
  address: string;
  /** Names the downloads: `<slug>-qr.png`, `<slug>-qr.svg`. */
  slug: string;
}

/** The storefront's QR code, to print or share, with PNG and SVG downloads. */
export function WebsiteQrCode({ address, slug }: WebsiteQrCodeProps) {
  const { t } = useTranslation('storeSetup');
  const qr = useQrCode(address);

  if (qr.status === 'failed') return <Alert>{t('link.qrFailed')}</Alert>;
  if (qr.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
        <Spinner />
        {t('link.qrLoading')}
      </p>
    );
  }
  const { svg, png } = qr.images;
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row">
      <img
        src={svg}
        alt={t('link.qrAlt', { url: address })}
        className="size-48 rounded-md border border-gray-200 bg-white p-2 dark:border-gray-700"
      />
      <div className="flex flex-wrap gap-3">
        {png && (
          <a href={png} download={`${slug}-qr.png`} className={buttonClassName('outline')}>
            <Download aria-hidden="true" className="size-4" />
            {t('link.downloadPng')}
          </a>
        )}
        <a href={svg} download={`${slug}-qr.svg`} className={buttonClassName('outline')}>
          <Download aria-hidden="true" className="size-4" />
          {t('link.downloadSvg')}
        </a>
      </div>
    </div>
  );
}

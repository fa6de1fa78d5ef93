import type { QrImageFormat } from '@olivia/contracts/qr-codes';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadQrImage, useQrImageUrl, useStoreQrCode } from '../../../lib/qr-code-images';
import { toastError } from '../../../lib/toast';

interface WebsiteQrCodeProps {
  /** The storefront's address, which the code opens. */
  address: string;
  /** Names the downloads: `<slug>-qr.png`, `<slug>-qr.svg`. */
  slug: string;
}

/**
 * The storefront's QR code, to print or share, with SVG and print-size PNG downloads. It is the
 * store's own code of /qr-codes/all, drawn by the server: it opens the storefront through
 * `/q/<code>`, so its scans are counted there.
 */
export function WebsiteQrCode({ address, slug }: WebsiteQrCodeProps) {
  const { t } = useTranslation('storeSetup');
  const code = useStoreQrCode();
  const image = useQrImageUrl(code.data?.id);

  if (code.isError || image.isError) return <Alert>{t('link.qrFailed')}</Alert>;
  if (!code.data || !image.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
        <Spinner />
        {t('link.qrLoading')}
      </p>
    );
  }
  const { id } = code.data;
  const download = (format: QrImageFormat) => {
    downloadQrImage(id, format, `${slug}-qr`).catch(() => toastError(t('link.qrFailed')));
  };
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row">
      <img
        src={image.data}
        alt={t('link.qrAlt', { url: address })}
        className="size-48 rounded-md border border-gray-200 bg-white p-2 dark:border-gray-700"
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => download('png')}>
          <Download aria-hidden="true" className="size-4" />
          {t('link.downloadPng')}
        </Button>
        <Button variant="outline" onClick={() => download('svg')}>
          <Download aria-hidden="true" className="size-4" />
          {t('link.downloadSvg')}
        </Button>
      </div>
    </div>
  );
}

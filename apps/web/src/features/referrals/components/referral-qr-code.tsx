import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useQrCode } from '../../../components/ui/use-qr-code';

/** The sign-up link as a QR code, drawn in the browser, to download as `referral-<code>.png`. */
export function ReferralQrCode({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation('referrals');
  const qr = useQrCode(link);

  let content;
  if (qr.status === 'failed') content = <Alert>{t('qr.failed')}</Alert>;
  else if (qr.status === 'loading') {
    content = (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
        <Spinner />
        {t('qr.loading')}
      </p>
    );
  } else {
    const { svg, png } = qr.images;
    content = (
      <div className="flex flex-col items-start gap-4">
        <img
          src={svg}
          alt={t('qr.alt', { url: link })}
          className="size-48 rounded-md border border-gray-200 bg-white p-2 dark:border-gray-700"
        />
        <a
          href={png ?? svg}
          download={png ? `referral-${code}.png` : `referral-${code}.svg`}
          className={buttonClassName('outline')}
        >
          <Download aria-hidden="true" className="size-4" />
          {png ? t('qr.downloadPng') : t('qr.downloadSvg')}
        </a>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="referral-qr-heading"
      className="space-y-4 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
    >
      <h2 id="referral-qr-heading" className="text-lg font-semibold text-dark dark:text-white">
        {t('qr.title')}
      </h2>
      {content}
    </section>
  );
}

import { Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { usePageTitle } from '../../../lib/page-title';
import { getStoreUrl } from '../../../lib/session';
import { storefrontAddress } from '../../../lib/storefront-address';
import { toastError, toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../components/page-header';
import { WebsiteQrCode } from '../components/website-qr-code';

/**
 * /website-link: the storefront's address (its slug is the session's `url`) to copy, open or
 * hand out as a QR code.
 */
export function WebsiteLinkRoute() {
  usePageTitle('websiteLink');
  const { t } = useTranslation(['storeSetup', 'routes']);
  const slug = getStoreUrl();
  const address = slug ? storefrontAddress(slug) : '';

  const copy = () => {
    // Without clipboard access (an insecure origin, a refused permission) it says so.
    const written = navigator.clipboard?.writeText(address) ?? Promise.reject(new Error());
    written.then(
      () => toastSuccess(t('link.copied')),
      () => toastError(t('link.copyFailed')),
    );
  };

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={t('routes:websiteLink')} intro={t('link.intro')} />
      {slug ? (
        <>
          <section className="space-y-4 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900">
            <TextField label={t('link.address')} value={address} readOnly />
            <div className="flex flex-wrap gap-3">
              <Button onClick={copy}>
                <Copy aria-hidden="true" className="size-4" />
                {t('link.copy')}
              </Button>
              <a
                href={address}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName('outline')}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('link.open')}
              </a>
            </div>
          </section>
          <section
            aria-labelledby="website-qr-heading"
            className="space-y-4 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
          >
            <h2 id="website-qr-heading" className="text-lg font-semibold text-dark dark:text-white">
              {t('link.qrTitle')}
            </h2>
            <WebsiteQrCode address={address} slug={slug} />
          </section>
        </>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('link.noStore')}</p>
      )}
    </div>
  );
}

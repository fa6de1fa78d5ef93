import type { ReferralSummary } from '@olivia/contracts/referrals';
import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toastError, toastSuccess } from '../../../lib/toast';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The store's code and sign-up link, to copy or share, with how many stores it brought. */
export function ReferralLinkCard({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referrals');
  const message = `${t('link.shareText')} ${summary.link}`;

  const copy = () => {
    // Without clipboard access (an insecure origin, a refused permission) it says so.
    const written = navigator.clipboard?.writeText(summary.link) ?? Promise.reject(new Error());
    written.then(
      () => toastSuccess(t('link.copied')),
      () => toastError(t('link.copyFailed')),
    );
  };
  const share = () => {
    // A share the merchant cancels rejects too; nothing to say then.
    navigator.share({ title: t('link.shareTitle'), text: message }).catch(() => undefined);
  };

  return (
    <section
      aria-labelledby="referral-link-heading"
      className="space-y-4 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
    >
      <h2 id="referral-link-heading" className="text-lg font-semibold text-dark dark:text-white">
        {t('link.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {(
          [
            ['code', summary.code],
            ['signedUp', summary.signedup],
            ['verified', summary.verified],
          ] as const
        ).map(([key, value]) => (
          <div
            key={key}
            // The code is what a merchant reads out: a whole row of its own on a phone, never cut.
            className={`min-w-0 rounded-md bg-gray-50 p-3 dark:bg-gray-800 ${key === 'code' ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <dt className="text-gray-500 dark:text-gray-400">{t(`link.${key}`)}</dt>
            <dd className="break-all font-mono text-lg font-semibold text-dark dark:text-white">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <TextField label={t('link.address')} value={summary.link} readOnly />
      <div className="flex flex-wrap gap-3">
        <Button onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {t('link.copy')}
        </Button>
        {canShare() && (
          <Button variant="outline" onClick={share}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('link.share')}
          </Button>
        )}
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName('outline')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('link.whatsapp')}
        </a>
      </div>
    </section>
  );
}

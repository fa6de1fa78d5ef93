import type { TwoFactorSetup } from '@olivia/contracts/two-factor';
import { useTranslation } from 'react-i18next';

/** The QR code to scan, and the secret to type for an app that cannot scan (ADR 0040). */
export function TotpSetupPanel({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation('security');
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('setup.scan')}</p>
      <img
        src={setup.qrcode}
        alt={t('setup.qrAlt')}
        width={176}
        height={176}
        className="mx-auto size-44 rounded-md bg-white p-2"
      />
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('setup.typeInstead')}</p>
      <p
        className="break-all rounded-md bg-gray-50 p-2 text-center font-mono text-sm tracking-wider text-dark dark:bg-gray-800 dark:text-gray-100"
        data-testid="totp-secret"
      >
        {setup.secret}
      </p>
    </div>
  );
}

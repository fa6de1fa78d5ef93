import { formatIban, readFixedAccount } from '@olivia/contracts/bank-account-formats';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import type { StoredAccount } from '../../../lib/session';

interface FixedAccountProps {
  /** The store's own account (docs/product/client-settings.md). */
  account: StoredAccount;
  /** The wallet's currency: it decides the account's format (docs/product/roles.md). */
  currency: string;
}

/** One labelled account field with its copy button, on the balance card's gradient. */
interface FieldProps {
  label: string;
  value: string;
  /** What the copy button puts on the clipboard, and its accessible name. */
  copy: string;
  copyLabel: string;
}

function Field({ label, value, copy, copyLabel }: FieldProps) {
  const { t } = useTranslation('topup');
  return (
    <div>
      <dt className="text-white/80">{label}</dt>
      <dd className="flex items-center gap-1">
        <span className="font-mono text-base font-semibold tracking-wider">{value}</span>
        <CopyButton text={copy} label={copyLabel} copiedLabel={t('balance.copied')} />
      </dd>
    </div>
  );
}

/**
 * The store's fixed account in its currency's format: a NUBAN for NGN, sort code and account
 * number for GBP, an IBAN otherwise; and, in one sentence, what it is for.
 */
export function FixedAccount({ account, currency }: FixedAccountProps) {
  const { t } = useTranslation('topup');
  const fixed = readFixedAccount(currency, account.accountNumber);
  const number = (value: string) => (
    <Field
      label={t('balance.accountNumber')}
      value={value}
      copy={value}
      copyLabel={t('balance.copyAccountNumber')}
    />
  );
  const fields = (() => {
    switch (fixed.format) {
      case 'nuban':
        return number(fixed.accountNumber);
      case 'uk':
        return (
          <>
            <Field
              label={t('balance.sortCode')}
              value={fixed.sortCode}
              copy={fixed.sortCode}
              copyLabel={t('balance.copySortCode')}
            />
            {number(fixed.accountNumber)}
          </>
        );
      case 'iban':
        return (
          <Field
            label={t('balance.iban')}
            value={formatIban(fixed.iban)}
            copy={fixed.iban}
            copyLabel={t('balance.copyIban')}
          />
        );
      case 'other':
        return number(fixed.value);
    }
  })();

  return (
    <section aria-label={t('balance.fixedAccount')} className="min-w-0 text-xs">
      <p className="text-white/80">
        {[account.accountBank, account.accountName].filter(Boolean).join(' · ')}
      </p>
      <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1">{fields}</dl>
      <p className="mt-1 max-w-sm text-white/80">{t('balance.fixedAccountPurpose')}</p>
    </section>
  );
}

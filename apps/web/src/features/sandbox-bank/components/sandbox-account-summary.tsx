import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@olivia/contracts/format-money';
import { formatDateTime } from '../../../lib/format-date-time';
import type { SandboxAccount } from '@olivia/contracts/sandbox-bank';

interface SandboxAccountSummaryProps {
  account: SandboxAccount;
}

export function SandboxAccountSummary({ account }: SandboxAccountSummaryProps) {
  const { t } = useTranslation('sandbox');
  const money = (amount: number) => formatMoney(amount, account.currency);
  // When the account was shown; a page left open does not need the flag to flip live.
  const [shownAt] = useState(Date.now);
  const expired = new Date(account.expiresat).getTime() < shownAt;
  const rows: [string, string][] = [
    [t('account.accountName'), account.accountname],
    [t('account.bank'), account.bank],
    [t('account.reference'), account.reference.toUpperCase()],
    [t('account.amountDue'), money(account.amountdue)],
    [t('account.amountPaid'), money(account.amountpaid)],
    [t('account.expiresAt'), formatDateTime(account.expiresat, account.currency)],
  ];

  return (
    <section aria-labelledby="sandbox-account-heading" className="space-y-3">
      <h2 id="sandbox-account-heading" className="text-lg font-semibold text-dark dark:text-white">
        {t('account.heading')} {account.accountnumber}
      </h2>
      <dl className="divide-y divide-gray-100 rounded-md border border-gray-100 text-sm dark:divide-gray-800 dark:border-gray-800">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
            <dd className="text-right font-semibold text-dark dark:text-gray-100">{value}</dd>
          </div>
        ))}
      </dl>
      {expired && <p className="text-sm text-warning">{t('account.expired')}</p>}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Logo } from '../../../components/ui/logo';
import { formatMoney } from '@olivia/contracts/format-money';
import { useErrorMessage } from '../../../lib/messages';
import { formatPageTitle, productName } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { usePaySandboxAccount, useSandboxAccount } from '../api/sandbox-bank-api';
import { FindAccountForm } from '../components/find-account-form';
import { PayForm } from '../components/pay-form';
import { SandboxAccountSummary } from '../components/sandbox-account-summary';

/**
 * /sandbox-bank: the stand-in for a real bank while the sandbox payments provider runs. It finds
 * a top-up's temporary account and pays into it, through the same webhook a provider sends.
 */
export function SandboxBankRoute() {
  const { t } = useTranslation(['sandbox', 'common']);
  const errorMessage = useErrorMessage();
  const [accountNumber, setAccountNumber] = useState<string | null>(null);
  const account = useSandboxAccount(accountNumber);
  const pay = usePaySandboxAccount();
  const title = formatPageTitle(t('sandbox:title'), productName(), t('common:product.tagline'));

  useEffect(() => {
    document.title = title;
  }, [title]);

  const find = (next: string) => {
    pay.reset();
    if (next === accountNumber) void account.refetch();
    else setAccountNumber(next);
  };

  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-3">
        <Link to={screenPaths.home} aria-label={t('sandbox:backHome')} className="inline-block">
          <Logo />
        </Link>
        <h1 className="text-2xl font-bold text-dark dark:text-white">{t('sandbox:title')}</h1>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('sandbox:intro')}</p>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('sandbox:howTo')}</p>
      </header>
      <section
        aria-labelledby="sandbox-find-heading"
        className="space-y-4 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
      >
        <h2 id="sandbox-find-heading" className="text-lg font-semibold text-dark dark:text-white">
          {t('sandbox:find.heading')}
        </h2>
        <FindAccountForm onFind={find} busy={account.isFetching} />
        {account.isError && <Alert>{errorMessage(account.error)}</Alert>}
      </section>
      {account.data && (
        <section className="space-y-5 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900">
          <SandboxAccountSummary account={account.data} />
          <h2 className="text-lg font-semibold text-dark dark:text-white">
            {t('sandbox:pay.heading')}
          </h2>
          {pay.isSuccess && (
            <Alert tone="success">
              <strong className="block">{t('sandbox:pay.success')}</strong>
              {t('sandbox:pay.sent', {
                amount: formatMoney(pay.variables.amount ?? 0, pay.data.currency),
                name: pay.data.accountname,
                paid: formatMoney(pay.data.amountpaid, pay.data.currency),
              })}
            </Alert>
          )}
          {pay.isError && <Alert>{errorMessage(pay.error)}</Alert>}
          <PayForm
            key={`${account.data.reference}:${account.data.amountpaid}`}
            account={account.data}
            busy={pay.isPending}
            onPay={(amount) => pay.mutate({ accountnumber: account.data.accountnumber, amount })}
          />
        </section>
      )}
    </main>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { useErrorMessage } from '../../../lib/messages';
import { useSandboxBankKnows, useSandboxPay } from '../api/sandbox-bank-api';
import { formatRemaining, useRemainingMs } from '../hooks/use-remaining-ms';

type Payment = NonNullable<PublicOrder['payment']>;

interface PaymentInstructionsProps {
  order: PublicOrder;
  payment: Payment;
}

/**
 * Where to send the money while the order is unpaid: the bank, the account (to copy), the name
 * on it, what is due and how long the account takes payments. The receipt asks for the order
 * every few seconds meanwhile, so it turns paid by itself.
 */
export function PaymentInstructions({ order, payment }: PaymentInstructionsProps) {
  const { t } = useTranslation('storefront');
  const remaining = useRemainingMs(payment.expiresat);
  const expired = remaining === 0;

  return (
    <section
      aria-labelledby="pay-heading"
      className="space-y-4 rounded-2xl border border-primary/30 bg-primary-light/50 p-5 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="pay-heading" className="text-lg font-bold text-dark dark:text-white">
        {t('payment.heading')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('payment.intro', { amount: formatMoney(order.amountdue, order.currency) })}
      </p>
      <dl className="divide-y divide-gray-200/70 rounded-xl bg-white text-sm dark:divide-gray-800 dark:bg-gray-950">
        <Row term={t('payment.bank')}>{payment.bank}</Row>
        <Row term={t('payment.accountNumber')}>
          <span className="flex items-center justify-end gap-1">
            <span className="font-mono text-base font-bold tracking-wider">
              {payment.accountnumber}
            </span>
            <CopyButton
              text={payment.accountnumber}
              label={t('payment.copy')}
              copiedLabel={t('payment.copied')}
              className="text-primary print:hidden"
            />
          </span>
        </Row>
        <Row term={t('payment.accountName')}>{payment.accountname}</Row>
        <Row term={t('payment.amountDue')}>
          <span className="text-base font-bold">
            {formatMoney(order.amountdue, order.currency)}
          </span>
        </Row>
      </dl>
      {expired ? (
        <Alert>{t('payment.expired')}</Alert>
      ) : (
        <div className="flex items-center justify-between rounded-xl bg-white px-4 py-2.5 text-sm dark:bg-gray-950">
          <span className="flex items-center gap-2 font-semibold text-gray-700 dark:text-gray-300">
            <Clock aria-hidden="true" className="size-4" />
            {t('payment.timeLeft')}
          </span>
          <time
            dateTime={payment.expiresat}
            data-testid="payment-countdown"
            className="font-mono text-base font-bold text-primary"
          >
            {formatRemaining(remaining)}
          </time>
        </div>
      )}
      {order.amountpaid > 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('payment.partlyPaid', { amount: formatMoney(order.amountpaid, order.currency) })}
        </p>
      )}
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('payment.waiting')}</p>
      {!expired && <SandboxPay orderId={order.id} accountNumber={payment.accountnumber} />}
    </section>
  );
}

/** The sandbox bank's button, on a deployment with the sandbox payments provider only. */
function SandboxPay({ orderId, accountNumber }: { orderId: string; accountNumber: string }) {
  const { t } = useTranslation('storefront');
  const errorMessage = useErrorMessage();
  const sandbox = useSandboxBankKnows(accountNumber);
  const pay = useSandboxPay(orderId);
  if (!sandbox) return null;
  return (
    <div className="space-y-2 print:hidden">
      <Button
        variant="outline"
        className="w-full"
        loading={pay.isPending}
        loadingText={t('payment.sandboxPaying')}
        onClick={() => pay.mutate(accountNumber)}
      >
        {t('payment.sandboxPay')}
      </Button>
      {pay.isError && <Alert>{errorMessage(pay.error)}</Alert>}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
      <dd className="text-right font-semibold break-all text-dark dark:text-gray-100">
        {children}
      </dd>
    </div>
  );
}

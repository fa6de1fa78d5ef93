import type { TransactionDetail } from '@olivia/contracts/wallet';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@olivia/contracts/format-money';
import { formatDateTime } from '../../../lib/format-date-time';
import { AmountText } from './amount-text';
import { StatusBadge } from '../../../components/ui/status-badge';
import { descriptionText, statusLabel, typeLabel } from './transaction-text';

interface TransactionReceiptProps {
  transaction: TransactionDetail;
  /** Printed at the top: whose receipt it is. */
  storeName: string | undefined;
  /** The element printed by 'Print receipt'. */
  ref?: Ref<HTMLElement>;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-gray-100 py-2 last:border-0 dark:border-gray-800">
      <dt className="shrink-0 text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className="min-w-0 text-end font-medium wrap-anywhere text-dark dark:text-gray-100">
        {children}
      </dd>
    </div>
  );
}

/**
 * A movement in full, as its detail and its printed receipt: references (the payment's own too,
 * since two payments of one top-up share the top-up's), amount, fee, counterparty and timeline,
 * money in the store's currency and dates in the reader's language.
 */
export function TransactionReceipt({ transaction, storeName, ref }: TransactionReceiptProps) {
  const { t, i18n } = useTranslation('transactions');
  const money = (amount: number) => formatMoney(amount, transaction.currency);
  const date = (at: string) =>
    formatDateTime(at, transaction.currency, { language: i18n.language });
  const { counterparty } = transaction;
  const counterpartyText = counterparty
    ? [counterparty.name, counterparty.bank, counterparty.account].filter(Boolean).join(' · ')
    : '';

  return (
    <section ref={ref} aria-label={t('detail.receipt')} className="space-y-5 text-sm">
      <header className="text-center">
        {storeName && <p className="font-semibold text-dark dark:text-white">{storeName}</p>}
        <p className="text-xs tracking-wide text-gray-500 uppercase">{t('detail.receipt')}</p>
        <p className="mt-2 text-2xl">
          <AmountText row={transaction} />
        </p>
        <p className="mt-2">
          <StatusBadge status={transaction.status} label={statusLabel(t, transaction.status)} />
        </p>
      </header>
      <dl>
        <Line label={t('detail.reference')}>
          <span className="font-mono">{transaction.ref.toUpperCase()}</span>
        </Line>
        {transaction.paymentRef && (
          <Line label={t('detail.paymentRef')}>
            <span className="font-mono">{transaction.paymentRef}</span>
          </Line>
        )}
        {transaction.providerReference && (
          <Line label={t('detail.providerReference')}>
            <span className="font-mono">{transaction.providerReference}</span>
          </Line>
        )}
        <Line label={t('detail.type')}>{typeLabel(t, transaction.agencyTxn)}</Line>
        <Line label={t('detail.description')}>{descriptionText(t, transaction)}</Line>
        <Line label={t('detail.amount')}>{money(transaction.amount)}</Line>
        {transaction.fee !== null && <Line label={t('detail.fee')}>{money(transaction.fee)}</Line>}
        {transaction.paid !== null && (
          <Line label={t('detail.paid')}>{money(transaction.paid)}</Line>
        )}
        {counterpartyText && <Line label={t('detail.counterparty')}>{counterpartyText}</Line>}
        <Line label={t('detail.createdBy')}>{transaction.createdby}</Line>
      </dl>
      <div>
        <h3 className="mb-2 font-semibold text-dark dark:text-white">{t('detail.timeline')}</h3>
        <ol className="space-y-2 border-l-2 border-primary/30 pl-4">
          {transaction.timeline.map((step) => (
            <li key={`${step.event}-${step.at}`} className="flex justify-between gap-4">
              <span className="text-gray-600 dark:text-gray-300">
                {t(`detail.events.${step.event}`)}
              </span>
              <time dateTime={step.at} className="text-right whitespace-nowrap">
                {date(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

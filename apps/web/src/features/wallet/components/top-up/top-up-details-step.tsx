import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CopyButton } from '../../../../components/ui/copy-button';
import { formatMoney } from '@olivia/contracts/format-money';
import { TopUpCancel } from './top-up-cancel';
import { TopUpCountdown } from './top-up-countdown';
import { paymentLinkOf } from './top-up-rules';

interface TopUpDetailsStepProps {
  details: TopUpDetails;
  currency: string;
  remainingMs: number;
  /** "I've sent the money": starts polling the payment status. */
  onConfirm: () => void;
  /** Shows the hosted payment page `link` inside the dialog (walletNumber is a link). */
  onPayHere: (link: string) => void;
  /** The top-up was cancelled on the server. */
  onCancelled: (status: TopUpStatusResponse) => void;
}

/** Opens a hosted payment page in a new window that cannot reach back into this one. */
function openPaymentPage(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Step 2: where to send the money, how much, and how long the account takes payments. */
export function TopUpDetailsStep(props: TopUpDetailsStepProps) {
  const { details, currency, remainingMs, onConfirm, onPayHere, onCancelled } = props;
  const { t } = useTranslation('topup');
  const link = paymentLinkOf(details.walletNumber);
  const money = (amount: number) => formatMoney(amount, currency);
  const total = money(details.amount + details.fee);

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {link ? t('details.linkIntro', { total }) : t('details.intro', { total })}
      </p>
      <p className="text-xs font-semibold tracking-wide text-gray-500">
        {t('details.reference', { reference: details.reference.toUpperCase() })}
      </p>
      <dl className="divide-y divide-gray-100 rounded-md border border-gray-100 text-sm dark:divide-gray-800 dark:border-gray-800">
        <Row term={t('details.bank')}>{details.accountBank}</Row>
        <Row term={t('details.accountName')}>{details.accountName}</Row>
        <Row term={link ? t('details.paymentPage') : t('details.accountNumber')}>
          <span className="flex items-center justify-end gap-1">
            <span
              data-testid="top-up-account-number"
              className={
                link ? 'break-all text-xs' : 'font-mono text-base font-bold tracking-wider'
              }
            >
              {details.walletNumber}
            </span>
            {!link && (
              <CopyButton
                text={details.walletNumber}
                label={t('balance.copyAccountNumber')}
                copiedLabel={t('balance.copied')}
                className="text-primary"
              />
            )}
          </span>
        </Row>
        <Row term={t('details.amount')}>{money(details.amount)}</Row>
        <Row term={t('details.fee')}>{money(details.fee)}</Row>
        <Row term={t('details.total')}>
          <span className="font-bold text-dark dark:text-white">{total}</span>
        </Row>
      </dl>
      <TopUpCountdown remainingMs={remainingMs} />
      {link && (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => openPaymentPage(link)}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('details.openPaymentPage')}
          </Button>
          <Button variant="outline" onClick={() => onPayHere(link)}>
            {t('details.payHere')}
          </Button>
        </div>
      )}
      <p className="text-xs text-gray-500">{t('details.confirmHint')}</p>
      <Button onClick={onConfirm} className="w-full">
        {t('details.confirm')}
      </Button>
      <TopUpCancel details={details} onCancelled={onCancelled} />
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-2.5">
      <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
      <dd className="text-right font-semibold text-dark dark:text-gray-100">{children}</dd>
    </div>
  );
}

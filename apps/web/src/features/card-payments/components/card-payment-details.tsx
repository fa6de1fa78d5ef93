import { formatMoney } from '@olivia/contracts/format-money';
import type { CardPaymentDetail } from '@olivia/contracts/card-payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { screenPaths } from '../../../lib/screen-paths';
import { brandName, providerName } from './card-payment-text';
import { CardPaymentResponse } from './card-payment-response';
import { DetailSection } from './detail-section';

const none = '—';
const mono = (text: string) => <span className="font-mono">{text || none}</span>;

/**
 * A card payment's facts: amounts, the card, the payer, the provider and its references, then
 * what the processor said (a failure explained by whom it is down to).
 */
export function CardPaymentDetails({ payment }: { payment: CardPaymentDetail }) {
  const { t, i18n } = useTranslation('cardPayments');
  const money = (value: number) => formatMoney(value, payment.currency);
  const date = (at: string | null) =>
    at ? formatDateTime(at, payment.currency, { language: i18n.language }) : none;
  const paidFor =
    payment.purpose === 'link' ? (
      <Link
        to={`${screenPaths.paymentLinks}/${payment.purposeid}`}
        className="text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {payment.description}
      </Link>
    ) : (
      payment.description
    );

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-2xl font-semibold text-dark dark:text-white">{money(payment.amount)}</p>
        <StatusBadge status={payment.status} label={t(`status.${payment.status}`)} />
      </header>
      <DetailSection
        title={t('detail.amounts')}
        fields={[
          { label: t('columns.amount'), value: money(payment.amount) },
          { label: t('columns.fee'), value: money(payment.fee) },
          { label: t('columns.net'), value: money(payment.net) },
        ]}
      />
      <DetailSection
        title={t('columns.card')}
        fields={[
          { label: t('detail.brand'), value: payment.brand ? brandName(payment.brand) : none },
          { label: t('detail.bin'), value: mono(payment.bin) },
          { label: t('detail.last4'), value: mono(payment.last4 && `•••• ${payment.last4}`) },
          { label: t('detail.expiry'), value: payment.expiry || none },
          { label: t('columns.bank'), value: payment.bank || none },
        ]}
      />
      <DetailSection
        title={t('columns.payer')}
        fields={[
          { label: t('detail.name'), value: payment.payername },
          { label: t('detail.email'), value: payment.payeremail },
        ]}
      />
      <DetailSection
        title={t('detail.payment')}
        fields={[
          { label: t('columns.reference'), value: mono(payment.reference) },
          { label: t('columns.description'), value: paidFor },
          { label: t('detail.provider'), value: providerName(t, payment.provider) },
          { label: t('detail.transactionId'), value: mono(payment.transactionid ?? '') },
          { label: t('detail.createdat'), value: date(payment.createdat) },
          { label: t('detail.completedat'), value: date(payment.completedat) },
        ]}
      />
      <CardPaymentResponse payment={payment} />
    </div>
  );
}

import type { CardPaymentDetail } from '@olivia/contracts/card-payments';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';

/**
 * A card payment's refunds (ADR 0030): each with its state and the bank's reason for a failure,
 * what is left to refund, and the Refund button for those allowed to move money.
 */
export function CardRefundsSection({
  payment,
  canRefund,
}: {
  payment: CardPaymentDetail;
  canRefund: boolean;
}) {
  const { t, i18n } = useTranslation('cardPayments');
  const money = (value: number) => formatMoney(value, payment.currency);
  if (payment.status !== 'successful') return null;
  return (
    <section aria-labelledby="card-refunds-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="card-refunds-heading" className="text-base font-semibold text-dark dark:text-white">
          {t('refunds.title')}
        </h3>
        {canRefund && payment.refundable > 0 && (
          <Link to="refund" className={buttonClassName('outline')}>
            {t('refund.action')}
          </Link>
        )}
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {t('refunds.left')}: <strong>{money(payment.refundable)}</strong>
      </p>
      {payment.refunds.length === 0 ? (
        <p className="text-sm text-gray-500 dark:text-gray-400">{t('refunds.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-100 dark:divide-gray-800 dark:border-gray-800">
          {payment.refunds.map((refund) => (
            <li key={refund.id} className="space-y-1 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-dark dark:text-white">
                  {money(refund.amount)}
                </span>
                <StatusBadge
                  status={refund.status === 'processed' ? 'successful' : refund.status}
                  label={t(`refunds.status.${refund.status}`)}
                />
              </div>
              <p className="text-gray-700 dark:text-gray-200">{refund.reason}</p>
              {refund.failure && <p className="text-danger">{refund.failure}</p>}
              <p className="text-xs text-gray-500 dark:text-gray-400">
                {t('refunds.by', {
                  name: refund.requestedby,
                  date: formatDateTime(refund.createdat, payment.currency, {
                    language: i18n.language,
                  }),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

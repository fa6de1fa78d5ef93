import { formatMoney } from '@olivia/contracts/format-money';
import type { OrderDetail } from '@olivia/contracts/orders';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';

/**
 * An order not yet paid in full: the temporary account the customer pays into, the amount
 * still due and when the account (and the order) expires.
 */
export function OrderPaymentAccount({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const { payment } = order;
  if (!payment || order.paymentstate === 'paid') return null;
  const lines: [string, string][] = [
    [t('paymentAccount.bank'), payment.bank],
    [t('paymentAccount.accountNumber'), payment.accountnumber],
    [t('paymentAccount.accountName'), payment.accountname],
    [t('paymentAccount.amountDue'), formatMoney(payment.amountdue, order.currency)],
    [
      t('paymentAccount.expires'),
      formatDateTime(payment.expiresat, order.currency, { language: i18n.language }),
    ],
  ];
  return (
    <section className="space-y-2 rounded-md border border-warning/30 bg-warning/5 p-4 text-sm">
      <h3 className="font-semibold text-dark dark:text-white">{t('paymentAccount.title')}</h3>
      <p className="text-gray-600 dark:text-gray-300">{t('paymentAccount.intro')}</p>
      <dl className="space-y-1">
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="text-end font-medium wrap-anywhere text-dark dark:text-gray-100">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

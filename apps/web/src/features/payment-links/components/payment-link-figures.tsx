import { formatMoney } from '@olivia/contracts/format-money';
import type { PaymentLink } from '@olivia/contracts/payment-links';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl-formats';
import { conversionOf, paymentsText } from './payment-link-text';

/** How a link does: page views, payments started and made, money received, and conversion. */
export function PaymentLinkFigures({ link }: { link: PaymentLink }) {
  const { t, i18n } = useTranslation('paymentLinks');
  const count = numberFormat(i18n.language);
  const conversion = conversionOf(link);
  const figures = [
    ['views', count.format(link.views)],
    ['attempts', count.format(link.attempts)],
    ['payments', paymentsText(link)],
    ['revenue', formatMoney(link.revenue, link.currency)],
    [
      'conversion',
      conversion === null
        ? '—'
        : numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
            conversion,
          ),
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
      {figures.map(([key, value]) => (
        <div key={key} className="min-w-0 rounded-md bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-gray-500 dark:text-gray-400">{t(`figures.${key}`)}</dt>
          <dd className="text-lg font-semibold break-words text-dark dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import type { OrderEstimate } from './new-order-values';

/** The running figures of a new order; the server's are what count. */
export function NewOrderSummary({
  figures,
  currency,
}: {
  figures: OrderEstimate;
  currency?: string;
}) {
  const { t } = useTranslation('orders');
  const money = (amount: number) => formatMoney(amount, currency);
  const rows: [string, string, boolean?][] = [
    [t('totals.subtotal'), money(figures.subtotal)],
    [t('totals.delivery'), money(figures.deliveryfee)],
    [t('totals.discount'), figures.discount ? `−${money(figures.discount)}` : money(0)],
    [t('totals.total'), money(figures.total), true],
  ];
  return (
    <section aria-label={t('create.summary')} className="ms-auto w-full max-w-sm space-y-2">
      <dl className="space-y-1 rounded-md bg-gray-50 p-3 text-sm dark:bg-gray-800">
        {rows.map(([label, value, strong]) => (
          <div
            key={label}
            className={`flex justify-between gap-4 ${strong ? 'font-semibold text-dark dark:text-white' : ''}`}
          >
            <dt>{label}</dt>
            <dd className="whitespace-nowrap">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-500">{t('create.estimate')}</p>
    </section>
  );
}

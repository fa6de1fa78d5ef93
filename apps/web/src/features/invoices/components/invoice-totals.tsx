import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { useInvoiceTotals } from '../api/invoices-api';

const FIGURES = ['outstanding', 'overdue', 'paidthismonth'] as const;

/** Above the list: what customers owe, how much of it is late, and what came in this month. */
export function InvoiceTotals() {
  const { t } = useTranslation('invoices');
  const totals = useInvoiceTotals();
  if (!totals.data) return null;
  const data = totals.data;
  return (
    <dl aria-label={t('totals.label')} className="grid gap-3 sm:grid-cols-3">
      {FIGURES.map((figure) => (
        <div key={figure} className="rounded-md bg-white p-4 shadow-sm dark:bg-gray-900">
          <dt className="text-sm text-gray-500 dark:text-gray-400">{t(`totals.${figure}`)}</dt>
          <dd
            className={`text-xl font-semibold ${figure === 'overdue' && data.overdue > 0 ? 'text-danger' : 'text-dark dark:text-white'}`}
          >
            {formatMoney(data[figure], data.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

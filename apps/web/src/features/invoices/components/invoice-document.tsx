import { formatMoney } from '@olivia/contracts/format-money';
import type { Invoice } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/format-date-time';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceSummary } from './invoice-summary';

const cell = 'px-3 py-2 text-start';

/** An invoice as its customer reads it: who it is for, its dates, its lines, totals and notes. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const { currency } = invoice;
  const language = i18n.language;
  const dates = [
    ['createdat', formatDateTime(invoice.createdat, currency, { language })],
    ['sentat', invoice.sentat && formatDateTime(invoice.sentat, currency, { language })],
    ['duedate', formatDay(invoice.duedate, currency, { language })],
    ['paidat', invoice.paidat && formatDateTime(invoice.paidat, currency, { language })],
    ['voidedat', invoice.voidedat && formatDateTime(invoice.voidedat, currency, { language })],
  ] as const;
  return (
    <article aria-label={t('detail.document')} className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="text-sm">
          <h3 className="font-semibold text-dark dark:text-white">{t('detail.billTo')}</h3>
          <p>{invoice.customername}</p>
          <p className="break-all text-gray-500">{invoice.customeremail}</p>
          {invoice.customerphone && <p className="text-gray-500">{invoice.customerphone}</p>}
        </div>
        <InvoiceStatusBadge invoice={invoice} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {dates.map(
          ([key, value]) =>
            value && (
              <div key={key}>
                <dt className="text-gray-500 dark:text-gray-400">{t(`detail.${key}`)}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ),
        )}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('form.lines')}</caption>
          <thead className="bg-gray-50 text-gray-500 dark:bg-gray-800">
            <tr>
              <th scope="col" className={cell}>
                {t('form.description')}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t('form.quantity')}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t('form.unitPrice')}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t('form.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-gray-100 dark:border-gray-800">
                <td className={cell}>{line.description}</td>
                <td className={`${cell} text-end`}>{line.quantity}</td>
                <td className={`${cell} text-end whitespace-nowrap`}>
                  {formatMoney(line.unitprice, currency)}
                </td>
                <td className={`${cell} text-end whitespace-nowrap`}>
                  {formatMoney(line.total, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InvoiceSummary
        figures={invoice}
        currency={currency}
        paid={invoice}
        discountName={invoice.discountname}
        label={t('summary.label')}
      />
      {invoice.taxrate > 0 && (
        <p className="text-end text-xs text-gray-500">
          {t('detail.taxRate', { rate: invoice.taxrate })}
        </p>
      )}
      {invoice.notes && (
        <div className="text-sm">
          <h3 className="font-semibold text-dark dark:text-white">{t('form.notes')}</h3>
          <p className="whitespace-pre-line">{invoice.notes}</p>
        </div>
      )}
    </article>
  );
}

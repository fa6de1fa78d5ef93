import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import type { InvoiceFigures } from './invoice-math';

interface InvoiceSummaryProps {
  figures: InvoiceFigures;
  currency: string | null | undefined;
  /** Paid and due, once the invoice has them (the detail drawer). */
  paid?: { amountpaid: number; amountdue: number };
  /** The store's discount applied (ADR 0034): its name labels the discount. */
  discountName?: string | undefined;
  label: string;
}

/** Subtotal, discount, tax and total (and what is paid and due), in the store's currency. */
export function InvoiceSummary({
  figures,
  currency,
  paid,
  discountName,
  label,
}: InvoiceSummaryProps) {
  const { t } = useTranslation('invoices');
  type Row = 'subtotal' | 'discount' | 'tax' | 'total' | 'amountpaid' | 'amountdue';
  const rows: [Row, number][] = [
    ['subtotal', figures.subtotal],
    ['discount', figures.discount ? -figures.discount : 0],
    ['tax', figures.tax],
    ['total', figures.total],
  ];
  if (paid) rows.push(['amountpaid', paid.amountpaid], ['amountdue', paid.amountdue]);
  return (
    <dl
      aria-label={label}
      className="ms-auto w-full max-w-sm space-y-1 rounded-md bg-gray-50 p-3 text-sm dark:bg-gray-800"
    >
      {rows.map(([key, amount]) => (
        <div
          key={key}
          className={`flex justify-between gap-4 ${key === 'total' || key === 'amountdue' ? 'font-semibold text-dark dark:text-white' : ''}`}
        >
          <dt>
            {key === 'discount' && discountName
              ? t('summary.discountNamed', { name: discountName })
              : t(`summary.${key}`)}
          </dt>
          <dd className="whitespace-nowrap">{formatMoney(amount, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Invoice, InvoiceStatus } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Each status's colour: draft grey, sent blue, partly paid amber, paid green, void grey struck. */
const tones: Record<InvoiceStatus, string> = {
  draft: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
  sent: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  partiallypaid: 'bg-warning/15 text-warning-dark dark:text-warning',
  paid: 'bg-success-light text-success-dark',
  void: 'bg-gray-100 text-gray-500 line-through dark:bg-gray-800 dark:text-gray-400',
};

/** An invoice's status, and a red 'Overdue' beside it when it is past due unpaid. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue'> }) {
  const { t } = useTranslation('invoices');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${badge} ${tones[invoice.status]}`}>{t(`status.${invoice.status}`)}</span>
      {invoice.overdue && (
        <span className={`${badge} bg-danger-light text-danger-dark`}>{t('status.overdue')}</span>
      )}
    </span>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { Invoice } from '@olivia/contracts/invoices';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDay } from '../../../lib/format-date-time';
import { detailPath } from '../../../lib/screen-paths';
import { InvoiceStatusBadge } from './invoice-status-badge';

interface ColumnOptions {
  /** The store's currency: dates are written the store's way. */
  currency: string | undefined;
  language: string;
  /** The list's query string, kept when the detail drawer opens and closes. */
  search: string;
  actions: (invoice: Invoice) => ReactNode;
}

/** An invoice's name in a list: its number, or 'Draft' before it is sent. */
const invoiceName = (t: TFunction<'invoices'>, invoice: Pick<Invoice, 'number'>) =>
  invoice.number || t('draft');

/** An invoice's name where it stands alone: its number, or 'Draft for <customer>'. */
export const invoiceTitle = (
  t: TFunction<'invoices'>,
  invoice: Pick<Invoice, 'number' | 'customername'>,
) => invoice.number || t('draftFor', { name: invoice.customername });

const statusText = (t: TFunction<'invoices'>, row: Invoice) =>
  [t(`status.${row.status}`), row.overdue ? t('status.overdue') : ''].filter(Boolean).join(', ');

/**
 * The columns of /invoice/all. Number, Due, Total and Created are the list's sorts
 * (INVOICE_SORTS); the number opens the invoice's detail drawer.
 */
export function invoiceColumns(
  t: TFunction<'invoices'>,
  { currency, language, search, actions }: ColumnOptions,
): DataTableColumn<Invoice>[] {
  const money = (amount: number, row: Invoice) => formatMoney(amount, row.currency);
  return [
    {
      id: 'number',
      header: t('columns.number'),
      value: (row) => invoiceName(t, row),
      cell: (row) => (
        <Link
          to={{ pathname: detailPath(row.id), search }}
          className="font-semibold whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {invoiceName(t, row)}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      value: (row) => `${row.customername} ${row.customeremail}`,
      cell: (row) => (
        <span className="flex min-w-36 flex-col">
          <span className="font-medium">{row.customername}</span>
          <span className="text-sm break-all text-gray-500">{row.customeremail}</span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => statusText(t, row),
      cell: (row) => <InvoiceStatusBadge invoice={row} />,
      sortable: false,
    },
    {
      id: 'duedate',
      header: t('columns.duedate'),
      value: (row) => row.duedate,
      cell: (row) => (
        <span className="whitespace-nowrap">{formatDay(row.duedate, currency, { language })}</span>
      ),
    },
    {
      id: 'total',
      header: t('columns.total'),
      value: (row) => row.total,
      cell: (row) => (
        <span className="font-semibold whitespace-nowrap">{money(row.total, row)}</span>
      ),
    },
    {
      id: 'amountdue',
      header: t('columns.amountdue'),
      value: (row) => row.amountdue,
      cell: (row) => <span className="whitespace-nowrap">{money(row.amountdue, row)}</span>,
      sortable: false,
    },
    createdAtColumn<Invoice>(t('columns.createdat'), currency),
    actionsColumn<Invoice>(t('columns.actions'), actions),
  ];
}

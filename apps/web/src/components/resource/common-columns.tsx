import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date-time';
import { screenPaths } from '../../lib/screen-paths';
import type { DataTableColumn } from '../ui/data-table/column';

/** A resource list's Created column (sort `createdat`), in the reader's language. */
export function createdAtColumn<T extends { createdat: string }>(
  header: string,
  currency: string | undefined,
): DataTableColumn<T> {
  return {
    id: 'createdat',
    header,
    value: (row) => new Date(row.createdat),
    cell: (row) => <DateTimeCell value={row.createdat} currency={currency} />,
  };
}

/** A date and time in the reader's language (the currency's English for English readers). */
function DateTimeCell({ value, currency }: { value: string; currency: string | undefined }) {
  const { i18n } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      {formatDateTime(value, currency, { language: i18n.language })}
    </span>
  );
}

/** A resource list's last column: the row's actions menu, left out of exports and sorts. */
export function actionsColumn<T>(
  header: string,
  actions: (row: T) => ReactNode,
): DataTableColumn<T> {
  return {
    id: 'actions',
    header,
    cell: actions,
    exportValue: false,
    sortable: false,
    className: 'text-end',
    // What a row can do stays in view when the table is wider than its card.
    pinned: 'end',
  };
}

/** A column naming the row's order (#1001), linking to it on /orders/all; not sortable. */
export function orderLinkColumn<T extends { orderid: string; ordernumber: number }>(
  header: string,
  label: (number: number) => string,
): DataTableColumn<T> {
  return {
    id: 'order',
    header,
    value: (row) => `#${row.ordernumber}`,
    cell: (row) => (
      <Link
        to={`${screenPaths.orders}/${row.orderid}`}
        className="font-semibold whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {label(row.ordernumber)}
      </Link>
    ),
    sortable: false,
  };
}

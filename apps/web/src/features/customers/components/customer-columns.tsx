import { formatMoney } from '@olivia/contracts/format-money';
import { CONSENT_CHANNELS, type Customer } from '@olivia/contracts/customers';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import { customerName } from './customer-name';
import { TagChips } from './tag-chips';

interface ColumnOptions {
  /** The store's currency: totals and dates are written in it. */
  currency: string | undefined;
  /** The interface language: dates follow it. */
  language: string;
  /** The list's query string, kept when the detail opens and closes. */
  search: string;
  /** The row's menu (edit, erase). */
  actions: (customer: Customer) => ReactNode;
}

/** The channels a customer agreed to be marketed on, named in the reader's language. */
const consentedChannels = (row: Customer, t: TFunction<'customers'>) =>
  CONSENT_CHANNELS.filter((channel) => row.marketing[channel].granted).map((channel) =>
    t(`consent.channel.${channel}`),
  );

const dateCell = (value: string | null, options: ColumnOptions, never: string) => (
  <span className="whitespace-nowrap">
    {value ? formatDateTime(value, options.currency, { language: options.language }) : never}
  </span>
);

/**
 * The columns of /customers/all. Name, orders, total spent, last order and created are the
 * list's sorts (CUSTOMER_SORTS). The name opens the customer's detail. Tags and marketing consent
 * go into exports as text.
 */
export function customerColumns(
  t: TFunction<'customers'>,
  options: ColumnOptions,
): DataTableColumn<Customer>[] {
  const { currency, search } = options;
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => customerName(row, t),
      cell: (row) => (
        <Link
          to={{ pathname: row.id, search }}
          className="font-semibold text-dark hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary dark:text-white"
        >
          {customerName(row, t)}
        </Link>
      ),
    },
    {
      id: 'email',
      header: t('columns.email'),
      value: (row) => row.email,
      cell: (row) => <span className="wrap-anywhere">{row.email}</span>,
      sortable: false,
    },
    {
      id: 'phone',
      header: t('columns.phone'),
      value: (row) => row.phone,
      cell: (row) => <span className="whitespace-nowrap">{row.phone}</span>,
      sortable: false,
    },
    { id: 'orderscount', header: t('columns.orders'), value: (row) => row.orderscount },
    {
      id: 'totalspent',
      header: t('columns.totalSpent'),
      value: (row) => row.totalspent,
      cell: (row) => (
        <bdi className="font-semibold whitespace-nowrap">
          {formatMoney(row.totalspent, currency)}
        </bdi>
      ),
    },
    {
      id: 'lastorderat',
      header: t('columns.lastOrder'),
      value: (row) => (row.lastorderat ? new Date(row.lastorderat) : null),
      cell: (row) => dateCell(row.lastorderat, options, t('list.never')),
    },
    {
      id: 'createdat',
      header: t('columns.createdat'),
      value: (row) => new Date(row.createdat),
      cell: (row) => dateCell(row.createdat, options, ''),
    },
    {
      id: 'tags',
      header: t('columns.tags'),
      value: (row) => row.tags.join(', '),
      cell: (row) => <TagChips tags={row.tags} />,
      sortable: false,
    },
    {
      id: 'marketing',
      header: t('columns.marketing'),
      value: (row) => consentedChannels(row, t).join(', '),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {consentedChannels(row, t).join(', ') || t('consent.none')}
        </span>
      ),
      sortable: false,
    },
    actionsColumn<Customer>(t('columns.actions'), options.actions),
  ];
}

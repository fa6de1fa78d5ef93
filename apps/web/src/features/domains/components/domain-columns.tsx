import type { DomainManager } from '@olivia/contracts/domains';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import { domainPaymentHistoryPath } from '../../../lib/screen-paths';
import { DomainStatusBadge } from './domain-status-badge';

interface ColumnOptions {
  language: string;
  actions: (domain: DomainManager) => ReactNode;
}

const dateColumn = (
  id: 'lastpayment' | 'nextpayment' | 'expiry',
  header: string,
  language: string,
  sortable = true,
): DataTableColumn<DomainManager> => ({
  id,
  header,
  value: (row) => new Date(row[id]),
  cell: (row) => (
    <span className="whitespace-nowrap">{formatDateTime(row[id], row.currency, { language })}</span>
  ),
  sortable,
});

/**
 * /domain/all's columns (docs/product/records.md Domain manager); domain, last payment and expiry
 * sort.
 */
export function domainColumns(
  t: TFunction<'domains'>,
  { language, actions }: ColumnOptions,
): DataTableColumn<DomainManager>[] {
  return [
    {
      id: 'domain',
      header: t('columns.domain'),
      value: (row) => row.domain,
      cell: (row) => (
        <Link
          to={domainPaymentHistoryPath(row.domain)}
          className="font-semibold break-all text-primary hover:underline"
        >
          {row.domain}
        </Link>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      value: (row) => row.amount,
      cell: (row) => (
        <span className="whitespace-nowrap">
          {t('perYear', { amount: formatMoney(row.amount, row.currency) })}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => t(`status.${row.status}`),
      cell: (row) => <DomainStatusBadge status={row.status} />,
      sortable: false,
    },
    dateColumn('lastpayment', t('columns.lastpayment'), language),
    dateColumn('nextpayment', t('columns.nextpayment'), language, false),
    dateColumn('expiry', t('columns.expiry'), language),
    actionsColumn<DomainManager>(t('columns.actions'), actions),
  ];
}

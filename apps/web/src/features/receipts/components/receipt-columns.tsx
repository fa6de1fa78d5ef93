import { formatMoney } from '@olivia/contracts/format-money';
import type { Receipt } from '@olivia/contracts/receipts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';

interface ColumnOptions {
  /** The store's currency: dates are written the store's way. */
  currency: string | undefined;
  language: string;
  actions: (receipt: Receipt) => ReactNode;
}

const money = (amount: number, receipt: Receipt) => formatMoney(amount, receipt.currency);

/**
 * The columns of /receipts/all. Paid and Amount are the list's sorts (RECEIPT_SORTS); the number
 * opens the payer's receipt page in a new tab.
 */
export function receiptColumns(
  t: TFunction<'receipts'>,
  { currency, language, actions }: ColumnOptions,
): DataTableColumn<Receipt>[] {
  return [
    {
      id: 'number',
      header: t('columns.number'),
      value: (row) => row.number,
      cell: (row) => (
        <a
          href={row.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {row.number}
        </a>
      ),
      sortable: false,
    },
    {
      id: 'paidat',
      header: t('columns.paidat'),
      value: (row) => new Date(row.paidat),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDateTime(row.paidat, currency, { language })}
        </span>
      ),
    },
    {
      id: 'payer',
      header: t('columns.payer'),
      value: (row) => [row.payername, row.payeremail].filter(Boolean).join(' '),
      cell: (row) => (
        <span className="flex min-w-36 flex-col">
          <span className="font-medium">{row.payername || t('noPayer')}</span>
          <span className="text-sm break-all text-gray-500">{row.payeremail}</span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'description',
      header: t('columns.description'),
      value: (row) => `${t(`source.${row.source}`)}: ${row.description}`,
      cell: (row) => (
        <span className="flex min-w-36 flex-col">
          <span>{row.description}</span>
          <span className="text-sm text-gray-500">{t(`source.${row.source}`)}</span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'method',
      header: t('columns.method'),
      value: (row) => t(`method.${row.method}`),
      sortable: false,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      value: (row) => row.amount,
      cell: (row) => (
        <span className="font-semibold whitespace-nowrap">{money(row.amount, row)}</span>
      ),
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      value: (row) => row.fee,
      cell: (row) => <span className="whitespace-nowrap">{money(row.fee, row)}</span>,
      sortable: false,
    },
    {
      id: 'net',
      header: t('columns.net'),
      value: (row) => row.net,
      cell: (row) => <span className="whitespace-nowrap">{money(row.net, row)}</span>,
      sortable: false,
    },
    actionsColumn<Receipt>(t('columns.actions'), actions),
  ];
}

import type { Expense } from '@olivia/contracts/expenses';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDay } from '../../../lib/format-date-time';
import { editPath } from '../../../lib/screen-paths';
import { categoryLabel } from './category-label';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  currency: string | undefined;
  language: string;
  search: string;
  /** The main user corrects expenses: the payee opens the edit drawer. */
  canEdit: boolean;
  actions: ((expense: Expense) => ReactNode) | null;
}

/** The columns of /expenditures/all; Date and Amount are the list's sorts. */
export function expenseColumns(
  t: TFunction<'expenses'>,
  { currency, language, search, canEdit, actions }: ColumnOptions,
): DataTableColumn<Expense>[] {
  const columns: DataTableColumn<Expense>[] = [
    {
      id: 'date',
      header: t('columns.date'),
      value: (row) => row.date,
      cell: (row) => (
        <span className="whitespace-nowrap">{formatDay(row.date, currency, { language })}</span>
      ),
    },
    {
      id: 'payee',
      header: t('columns.payee'),
      value: (row) => row.payee,
      cell: (row) => (
        <span className="flex items-center gap-2">
          {canEdit ? (
            <Link to={{ pathname: editPath(row.id), search }} className={linkClass}>
              {row.payee}
            </Link>
          ) : (
            <span className="font-semibold">{row.payee}</span>
          )}
          {row.receipturl && (
            <a
              href={row.receipturl}
              target="_blank"
              rel="noreferrer"
              className="text-gray-500 hover:text-primary"
              aria-label={t('receiptLink', { payee: row.payee })}
            >
              <Paperclip aria-hidden="true" className="size-4" />
            </a>
          )}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'category',
      header: t('columns.category'),
      value: (row) => categoryLabel(t, row),
      sortable: false,
    },
    {
      id: 'method',
      header: t('columns.method'),
      value: (row) => t(`methods.${row.method}`),
      sortable: false,
    },
    {
      id: 'branch',
      header: t('columns.branch'),
      value: (row) => row.branch,
      cell: (row) => row.branch || '—',
      sortable: false,
    },
    {
      id: 'note',
      header: t('columns.note'),
      value: (row) => row.note,
      cell: (row) => (
        <span className="line-clamp-2 max-w-xs min-w-40 text-gray-600 dark:text-gray-300">
          {row.note || '—'}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      value: (row) => row.amount,
      cell: (row) => (
        <span className="font-semibold whitespace-nowrap">{formatMoney(row.amount, currency)}</span>
      ),
    },
    {
      id: 'recordedby',
      header: t('columns.recordedBy'),
      value: (row) => row.recordedby,
      sortable: false,
    },
  ];
  return actions ? [...columns, actionsColumn<Expense>(t('columns.actions'), actions)] : columns;
}

import { TRANSACTION_SORTS, type TransactionsQuery } from '@olivia/contracts/wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { useTableQuery } from '../../../components/ui/data-table/use-table-query';
import { useErrorMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { getAllTransactions, useTransactions } from '../api/get-transactions';
import { DateRangeFilter } from '../components/date-range-filter';
import { transactionColumns } from '../components/transaction-columns';
import { useDateRange } from '../hooks/use-date-range';

type TransactionSort = (typeof TRANSACTION_SORTS)[number];
const isSort = (sort: string | undefined): sort is TransactionSort =>
  (TRANSACTION_SORTS as readonly (string | undefined)[]).includes(sort);

/** /transactions/all: the store's wallet transactions, page, sort, search and dates in the URL. */
export function TransactionsRoute() {
  usePageTitle('transactions');
  const { t } = useTranslation('transactions');
  const errorMessage = useErrorMessage();
  const table = useTableQuery();
  const range = useDateRange();
  const columns = useMemo(() => transactionColumns(t), [t]);

  const query = useMemo((): TransactionsQuery => {
    const { page, size, sort, order, q } = table.params;
    return {
      page,
      size,
      ...(isSort(sort) ? { sort, order: order ?? 'asc' } : {}),
      ...(q ? { q } : {}),
      ...(range.from ? { from: range.from } : {}),
      ...(range.to ? { to: range.to } : {}),
    };
  }, [table.params, range.from, range.to]);
  const transactions = useTransactions(query);
  const exportRows = () => getAllTransactions(query);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-dark dark:text-white">{t('title')}</h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{t('intro')}</p>
      </div>
      <DateRangeFilter range={range} />
      {transactions.isError && (
        <div className="flex flex-wrap items-center gap-3">
          <Alert>
            {t('loadFailed')} {errorMessage(transactions.error)}
          </Alert>
          <Button variant="outline" onClick={() => void transactions.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      <DataTable
        label={t('table.label')}
        columns={columns}
        rows={transactions.data?.content ?? []}
        total={transactions.data?.total ?? 0}
        query={table}
        isLoading={transactions.isPending || transactions.isPlaceholderData}
        searchable
        exportName={t('table.exportName')}
        exportRows={exportRows}
      />
    </div>
  );
}

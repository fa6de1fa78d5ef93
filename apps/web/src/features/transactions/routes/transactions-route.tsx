import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/resource/list-page';
import { usePageTitle } from '../../../lib/page-title';
import { getAllTransactions, useTransactions } from '../api/get-transactions';
import { DateRangeFilter } from '../components/date-range-filter';
import { transactionColumns } from '../components/transaction-columns';

/** /transactions/all: the store's wallet transactions, page, sort, search and dates in the URL. */
export function TransactionsRoute() {
  usePageTitle('transactions');
  const { t } = useTranslation('transactions');
  const transactions = useTransactions();
  const columns = useMemo(() => transactionColumns(t), [t]);
  const { from, to } = transactions.filters;

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      filters={
        <DateRangeFilter
          from={from}
          to={to}
          onChange={transactions.setFilter}
          onClear={() => transactions.setFilters({ from: undefined, to: undefined })}
        />
      }
      resource={transactions}
      columns={columns}
      label={t('table.label')}
      searchable
      exportName={t('table.exportName')}
      exportRows={() => getAllTransactions(transactions.query)}
      errorText={t('loadFailed')}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { screenPaths } from '../../../lib/screen-paths';
import { transactionsApi } from '../api/transactions-api';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';
import { FlowsChart } from './flows-chart';
import { transactionColumns } from './transaction-columns';

/** docs/product/rules.md: the dashboard's transactions cover the last 7 days, today included. */
const WINDOW_DAYS = 7;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function lastWeek(now = new Date()) {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - WINDOW_DAYS);
  return { from: isoDay(start), to: isoDay(now), sort: 'createdat', order: 'desc' } as const;
}

/**
 * docs/product/screens.md's Recent Transactions: the wallet's movements over a date range (the last
 * 7 days until changed), searchable and sortable (a new sort goes back to page 1), 5 to 50 a page,
 * exported as CSV, Excel or print. Its state is in the URL under `recent.`, apart from other lists.
 */
export function RecentTransactions() {
  const { t, i18n } = useTranslation('transactions');
  const navigate = useNavigate();
  const defaults = useMemo(() => lastWeek(), []);
  const recent = transactionsApi.useList({ defaults, prefix: 'recent' });
  const language = i18n.language;
  const columns = useMemo(
    () => transactionColumns(t, { language, search: '', detailBase: screenPaths.transactions }),
    [t, language],
  );
  const { from, to } = recent.filters;
  const onDefaultDates =
    (from ?? defaults.from) === defaults.from && (to ?? defaults.to) === defaults.to;
  const result = recent.result;

  return (
    <section
      aria-labelledby="recent-transactions-heading"
      className="space-y-3 rounded-md bg-white p-4 shadow-sm dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="recent-transactions-heading"
          className="text-lg font-semibold text-dark dark:text-white"
        >
          {t('recent.title')}
        </h2>
        <Link
          to={screenPaths.transactions}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t('recent.viewAll')}
        </Link>
      </div>
      <DateRangeFilter
        from={from ?? defaults.from}
        to={to ?? defaults.to}
        onChange={(end, value) => recent.setFilter(end, value)}
        onClear={() => recent.setFilters({ from: defaults.from, to: defaults.to })}
        clearable={!onDefaultDates}
      />
      <FlowsChart from={from ?? defaults.from} to={to ?? defaults.to} />
      <DataTable
        label={t('recent.title')}
        columns={columns}
        rows={result.data?.content ?? []}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        query={recent.table}
        isLoading={result.isPending || result.isPlaceholderData}
        searchable
        cards
        exportName={t('table.exportName')}
        exportRows={() => transactionsApi.getAll(recent.query)}
        getRowId={(row) => row.id}
        onRowClick={(row) => void navigate(`${screenPaths.transactions}/${row.id}`)}
        emptyText={
          result.isError
            ? t('loadFailed')
            : onDefaultDates && !recent.table.q
              ? t('recent.none')
              : t('recent.noneForDates')
        }
      />
    </section>
  );
}

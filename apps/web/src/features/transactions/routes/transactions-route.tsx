import { messages } from '@olivia/contracts/messages';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { transactionsApi } from '../api/transactions-api';
import { transactionColumns } from '../components/transaction-columns';
import { TransactionFilters } from '../components/transaction-filters';

/**
 * /transactions/all: the store's wallet transactions; page, sort, search, type, status and dates
 * in the URL. A row opens its detail (a child route, in a drawer); selected rows are what exports
 * take; below 640 px the rows are cards.
 */
export function TransactionsRoute({ pendingTopUps }: { pendingTopUps?: ReactNode }) {
  usePageTitle('transactions');
  const { t, i18n } = useTranslation('transactions');
  const translateMessage = useTranslateMessage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const transactions = transactionsApi.useList();
  const language = i18n.language;
  const columns = useMemo(() => transactionColumns(t, { language, search }), [t, language, search]);
  const { type, status, from, to } = transactions.filters;
  // A From after To is refused by the contract: said here, and never asked of the server.
  const rangeError = isDateRangeOrdered(from, to)
    ? undefined
    : translateMessage(messages.dateRangeInvalid);

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      filters={
        <>
          {pendingTopUps}
          <TransactionFilters
            values={{ type, status, from, to }}
            rangeError={rangeError}
            onChange={transactions.setFilters}
          />
        </>
      }
      resource={transactions}
      blocked={rangeError}
      columns={columns}
      label={t('table.label')}
      searchable
      selectable
      cards
      getRowId={(row) => row.id}
      onRowClick={(row) => void navigate({ pathname: row.id, search })}
      exportName={t('table.exportName')}
      exportRows={() =>
        rangeError ? Promise.resolve([]) : transactionsApi.getAll(transactions.query)
      }
      errorText={t('loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}

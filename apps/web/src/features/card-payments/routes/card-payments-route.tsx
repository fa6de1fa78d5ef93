import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { messages } from '@olivia/contracts/messages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { detailPath, screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { cardPaymentsApi } from '../api/card-payments-api';
import { cardPaymentColumns } from '../components/card-payment-columns';
import { CardPaymentFilters } from '../components/card-payment-filters';

/**
 * /transactions/card: every payment attempted by card (ADR 0028), successful or not; search,
 * status, brand, dates, sorting and pages in the URL; export of the filtered set. A row opens its
 * detail (a child route, in a drawer); below 640 px the rows are cards.
 */
export function CardPaymentsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'cardTransactions');
  const { t } = useTranslation(['cardPayments', 'routes']);
  const translateMessage = useTranslateMessage();
  const currency = useSession((state) => state.user?.currency);
  const navigate = useNavigate();
  const { search } = useLocation();
  const payments = cardPaymentsApi.useList();
  const columns = useMemo(() => cardPaymentColumns(t, { currency, search }), [t, currency, search]);
  const { status, brand, from, to } = payments.filters;
  // A From after To is refused by the contract: said here, and never asked of the server.
  const rangeError = isDateRangeOrdered(from, to)
    ? undefined
    : translateMessage(messages.dateRangeInvalid);

  return (
    <ListPage
      title={t('routes:cardTransactions')}
      description={t('intro')}
      filters={
        <CardPaymentFilters
          values={{ status, brand, from, to }}
          rangeError={rangeError}
          onChange={payments.setFilters}
        />
      }
      resource={payments}
      blocked={rangeError}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(row) => row.id}
      onRowClick={(row) => void navigate({ pathname: detailPath(row.id), search })}
      emptyState={{
        title: t('empty.title'),
        body: t('empty.body'),
        action: (
          <Link to={screenPaths.paymentLinks} className={buttonClassName('primary')}>
            {t('empty.action')}
          </Link>
        ),
      }}
      exportName={t('table.exportName')}
      exportRows={() => (rangeError ? Promise.resolve([]) : cardPaymentsApi.getAll(payments.query))}
      errorText={t('loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}

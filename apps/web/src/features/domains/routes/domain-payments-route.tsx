import type { DomainPayment } from '@olivia/contracts/domains';
import { formatMoney } from '@olivia/contracts/format-money';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createdAtColumn } from '../../../components/resource/common-columns';
import { ListPage } from '../../../components/resource/list-page';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { useDomainPayments } from '../api/domains-api';

/** /domain/payment-history/{domain}: what was paid for the domain, newest first. */
export function DomainPaymentsRoute() {
  usePageTitle('domainPaymentHistory');
  const { t, i18n } = useTranslation(['domains', 'routes']);
  const domain = useParams().domain ?? '';
  const currency = useSession((state) => state.user?.currency);
  const payments = useDomainPayments(domain);

  const columns = useMemo<DataTableColumn<DomainPayment>[]>(
    () => [
      createdAtColumn<DomainPayment>(t('history.columns.date'), currency),
      {
        id: 'kind',
        header: t('history.columns.kind'),
        value: (row) => t(`history.kind.${row.kind}`),
        sortable: false,
      },
      {
        id: 'years',
        header: t('history.columns.years'),
        value: (row) => row.years,
        sortable: false,
      },
      {
        id: 'amount',
        header: t('history.columns.amount'),
        value: (row) => row.amount,
        cell: (row) => formatMoney(row.amount, row.currency),
        sortable: false,
      },
      {
        id: 'paiduntil',
        header: t('history.columns.paidUntil'),
        value: (row) => new Date(row.paiduntil),
        cell: (row) => formatDateTime(row.paiduntil, row.currency, { language: i18n.language }),
        sortable: false,
      },
      {
        id: 'paidby',
        header: t('history.columns.paidBy'),
        value: (row) => row.paidby,
        sortable: false,
      },
      {
        id: 'reference',
        header: t('history.columns.reference'),
        value: (row) => row.reference.toUpperCase(),
        sortable: false,
      },
    ],
    [t, i18n.language, currency],
  );

  return (
    <div className="space-y-4">
      <Link
        to={screenPaths.domains}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('history.back')}
      </Link>
      <ListPage
        title={t('history.title', { domain })}
        resource={payments}
        columns={columns}
        label={t('history.label', { domain })}
        getRowId={(payment) => payment.id}
        cards
        emptyState={{ title: t('history.empty'), body: '' }}
        errorText={t('history.loadFailed')}
      />
    </div>
  );
}

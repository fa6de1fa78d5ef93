import type { ReferredStore } from '@olivia/contracts/referrals';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';

const statusOf = (store: ReferredStore) => (store.verified ? 'verified' : 'unverified');

/** The columns of /referrals/all; all three are the list's sorts (REFERRAL_SORTS). */
export function referralColumns(
  t: TFunction<'referrals'>,
  language: string,
): DataTableColumn<ReferredStore>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        // Its public storefront: what any customer of it sees.
        <a
          href={`/store/${encodeURIComponent(row.slug)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {row.name}
        </a>
      ),
    },
    {
      id: 'signedupat',
      header: t('columns.signedUpAt'),
      value: (row) => new Date(row.signedupat),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDateTime(row.signedupat, undefined, { language })}
        </span>
      ),
    },
    {
      id: 'verified',
      header: t('columns.verification'),
      value: (row) => t(`status.${statusOf(row)}`),
      cell: (row) => (
        <StatusBadge
          status={row.verified ? 'completed' : 'pending'}
          label={t(`status.${statusOf(row)}`)}
        />
      ),
    },
  ];
}

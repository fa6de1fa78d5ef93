import { formatMoney } from '@olivia/contracts/format-money';
import type { SplitShare } from '@olivia/contracts/split-payments';
import type { TFunction } from 'i18next';
import { createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';

/** What a share's payment paid for, in the reader's language (the server's English otherwise). */
function paymentText(t: TFunction<'splitPayments'>, share: SplitShare) {
  const { code, params } = share.describe;
  const payer = params['payer'] ?? '';
  switch (code) {
    case 'link':
      return t('shares.describe.link', { link: params['link'] ?? '', payer });
    case 'invoice':
    case 'order':
      return t(`shares.describe.${code}`, { number: params['number'] ?? '', payer });
    default:
      return share.description;
  }
}

/**
 * The payouts of /split-payments/shares: each payee's share of each payment, and its state; a
 * scheduled payee's share says which batch paid it (its period and how many shares it took).
 */
export function splitShareColumns(
  t: TFunction<'splitPayments'>,
  currency: string | undefined,
): DataTableColumn<SplitShare>[] {
  const money = (share: SplitShare, value: number) => formatMoney(value, share.currency);
  return [
    createdAtColumn<SplitShare>(t('shares.columns.createdat'), currency),
    {
      id: 'payment',
      header: t('shares.columns.payment'),
      value: (share) => paymentText(t, share),
      cell: (share) => (
        <span className="block min-w-48">
          <span className="block">{paymentText(t, share)}</span>
          <span className="block font-mono text-xs text-gray-500 dark:text-gray-400">
            {share.paymentreference} · {money(share, share.paymentamount)}
          </span>
          {share.batch ? (
            <span className="block text-xs text-gray-500 dark:text-gray-400">
              {t('shares.batch', { period: share.batch.period, count: share.batch.shares })}
            </span>
          ) : null}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'group',
      header: t('shares.columns.group'),
      value: (share) => share.groupname,
      sortable: false,
    },
    {
      id: 'payee',
      header: t('shares.columns.payee'),
      value: (share) => share.payeename,
      sortable: false,
    },
    {
      id: 'gross',
      header: t('shares.columns.gross'),
      value: (share) => money(share, share.gross),
      sortable: false,
    },
    {
      id: 'fee',
      header: t('shares.columns.fee'),
      value: (share) => money(share, share.fee),
      sortable: false,
    },
    {
      id: 'withheld',
      header: t('shares.columns.withheld'),
      value: (share) => money(share, share.withheld),
      sortable: false,
    },
    { id: 'net', header: t('shares.columns.net'), value: (share) => money(share, share.net) },
    {
      id: 'status',
      header: t('shares.columns.status'),
      value: (share) => t(`shares.status.${share.status}`),
      cell: (share) => (
        <StatusBadge status={share.status} label={t(`shares.status.${share.status}`)} />
      ),
      sortable: false,
    },
  ];
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { SplitGroup } from '@olivia/contracts/split-payments';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';

/** A member's share as the merchant wrote it: 12.5% or ₦2,000.00. */
export const shareText = (group: Pick<SplitGroup, 'type' | 'currency'>, share: number) =>
  group.type === 'percentage' ? `${share}%` : formatMoney(share, group.currency);

/** Where a split is used: the shop, its links and invoices. */
export function usedText(t: TFunction<'splitPayments'>, group: SplitGroup) {
  const uses = [
    ...(group.storefront ? [t('groups.used.storefront')] : []),
    ...(group.links > 0 ? [t('groups.used.links', { count: group.links })] : []),
    ...(group.invoices > 0 ? [t('groups.used.invoices', { count: group.invoices })] : []),
  ];
  return uses.length > 0 ? uses.join(', ') : t('groups.used.nothing');
}

/** The columns of /split-payments: who gets what, where it is used, and what it paid out. */
export function splitGroupColumns(
  t: TFunction<'splitPayments'>,
  actions: (group: SplitGroup) => ReactNode,
): DataTableColumn<SplitGroup>[] {
  const status = (group: SplitGroup) => t(`active.${group.active ? 'true' : 'false'}`);
  return [
    { id: 'name', header: t('groups.columns.name'), value: (group) => group.name, sortable: true },
    {
      id: 'parties',
      header: t('groups.columns.parties'),
      value: (group) =>
        group.members
          .map((member) => `${member.payeename} ${shareText(group, member.share)}`)
          .join(', '),
      sortable: false,
    },
    {
      id: 'bearer',
      header: t('groups.columns.bearer'),
      value: (group) => t(`bearer.${group.bearer}`),
      sortable: false,
    },
    {
      id: 'used',
      header: t('groups.columns.used'),
      value: (group) => usedText(t, group),
      sortable: false,
    },
    {
      id: 'payments',
      header: t('groups.columns.payments'),
      value: (group) => group.payments,
      sortable: true,
    },
    {
      id: 'paidout',
      header: t('groups.columns.paidout'),
      value: (group) => formatMoney(group.paidout, group.currency),
      sortable: false,
    },
    {
      id: 'status',
      header: t('groups.columns.status'),
      value: status,
      cell: (group) => (
        <StatusBadge status={group.active ? 'SUCCESSFUL' : 'CANCELLED'} label={status(group)} />
      ),
      sortable: false,
    },
    actionsColumn(t('groups.columns.actions'), actions),
  ];
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { SplitPayee } from '@olivia/contracts/split-payments';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { scheduleText } from './split-schedule';

/**
 * The payees of /split-payments/payees: the bank's name for the account, when they are paid, what
 * is held for them and what they got.
 */
export function splitPayeeColumns(
  t: TFunction<'splitPayments'>,
  language: string,
  actions: (payee: SplitPayee) => ReactNode,
): DataTableColumn<SplitPayee>[] {
  const money = (value: number) => formatMoney(value, 'NGN');
  const status = (payee: SplitPayee) => t(`active.${payee.active ? 'true' : 'false'}`);
  return [
    { id: 'name', header: t('payees.columns.name'), value: (payee) => payee.name },
    {
      id: 'account',
      header: t('payees.columns.account'),
      value: (payee) => `${payee.accountname}, ${payee.bankname} ${payee.accountnumber}`,
      cell: (payee) => (
        <span className="block min-w-40">
          <span className="block font-semibold">{payee.accountname}</span>
          <span className="block text-xs text-gray-500 dark:text-gray-400">
            {payee.bankname} · <span className="font-mono">{payee.accountnumber}</span>
          </span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'contact',
      header: t('payees.columns.contact'),
      value: (payee) => [payee.email, payee.phone].filter(Boolean).join(', '),
      sortable: false,
    },
    {
      id: 'groups',
      header: t('payees.columns.groups'),
      value: (payee) => payee.groups,
      sortable: false,
    },
    {
      id: 'paidout',
      header: t('payees.columns.paidout'),
      value: (payee) => money(payee.paidout),
    },
    {
      id: 'schedule',
      header: t('payees.columns.schedule'),
      value: (payee) => scheduleText(t, language, payee),
      sortable: false,
    },
    {
      id: 'held',
      header: t('payees.columns.held'),
      value: (payee) => money(payee.held),
      sortable: false,
    },
    {
      id: 'owed',
      header: t('payees.columns.owed'),
      value: (payee) => money(payee.owed),
      sortable: false,
    },
    {
      id: 'status',
      header: t('payees.columns.status'),
      value: status,
      cell: (payee) => (
        <StatusBadge status={payee.active ? 'SUCCESSFUL' : 'CANCELLED'} label={status(payee)} />
      ),
      sortable: false,
    },
    actionsColumn(t('payees.columns.actions'), actions),
  ];
}

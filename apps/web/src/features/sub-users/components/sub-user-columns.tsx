import type { SubUser } from '@olivia/contracts/sub-users';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import { flagsText, SubUserFlags } from './sub-user-flags';
import { SubUserStatusBadge } from './sub-user-status-badge';

export const fullName = (subUser: SubUser) => `${subUser.firstname} ${subUser.lastname}`;

/**
 * The columns of /sub-users/all. Their ids are the list's `sort` values (SUB_USER_SORTS); the
 * phone, the flags and the actions are not sortable.
 */
export function subUserColumns(
  t: TFunction<'subusers'>,
  currency: string | undefined,
  actions: (subUser: SubUser) => ReactNode,
): DataTableColumn<SubUser>[] {
  return [
    {
      id: 'firstname',
      header: t('columns.name'),
      value: fullName,
      cell: (row) => (
        <span className="font-semibold text-dark dark:text-white">{fullName(row)}</span>
      ),
    },
    { id: 'email', header: t('columns.email'), value: (row) => row.email },
    { id: 'phone', header: t('columns.phone'), value: (row) => row.phone, sortable: false },
    {
      id: 'flags',
      header: t('columns.flags'),
      value: (row) => flagsText(row, t),
      cell: (row) => <SubUserFlags subUser={row} />,
      sortable: false,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => t(`status.${row.status}`),
      cell: (row) => <SubUserStatusBadge status={row.status} />,
    },
    {
      id: 'createdat',
      header: t('columns.createdat'),
      value: (row) => new Date(row.createdat),
      cell: (row) => (
        <span className="whitespace-nowrap">{formatDateTime(row.createdat, currency)}</span>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: actions,
      exportValue: false,
      sortable: false,
      className: 'text-end',
    },
  ];
}

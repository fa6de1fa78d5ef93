import type { SubUser } from '@olivia/contracts/sub-users';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
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
      id: 'branch',
      header: t('columns.branch'),
      value: (row) => row.branch || t('form.noBranch'),
      sortable: false,
    },
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
    createdAtColumn<SubUser>(t('columns.createdat'), currency),
    actionsColumn<SubUser>(t('columns.actions'), actions),
  ];
}

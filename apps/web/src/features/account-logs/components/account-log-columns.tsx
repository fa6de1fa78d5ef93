import type { AccountLogEntry } from '@olivia/contracts/account-logs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  actionLabel,
  actorLabel,
  changedFields,
  objectLabel,
  objectPath,
} from './account-log-text';

/** The columns of /account/logs; When and Action sort on the server, the rest do not. */
export function accountLogColumns(
  t: TFunction<'accountLogs'>,
  language: string,
): DataTableColumn<AccountLogEntry>[] {
  return [
    {
      id: 'createdat',
      header: t('columns.when'),
      value: (row) => new Date(row.createdat),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDateTime(row.createdat, undefined, { language })}
        </span>
      ),
    },
    {
      id: 'who',
      header: t('columns.who'),
      sortable: false,
      value: (row) => actorLabel(t, row.actor),
      exportValue: (row) =>
        row.actor.email
          ? `${actorLabel(t, row.actor)} <${row.actor.email}>`
          : actorLabel(t, row.actor),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{actorLabel(t, row.actor)}</span>
          {row.actor.kind === 'person' && row.actor.name && (
            <span className="text-xs text-gray-500 dark:text-gray-400">{row.actor.email}</span>
          )}
        </span>
      ),
    },
    {
      id: 'action',
      header: t('columns.action'),
      value: (row) => actionLabel(t, row),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{actionLabel(t, row)}</span>
          <span className="text-xs text-gray-500 dark:text-gray-400">
            {t(`groups.${row.group}`)}
          </span>
        </span>
      ),
    },
    {
      id: 'object',
      header: t('columns.object'),
      sortable: false,
      value: (row) => `${objectLabel(t, row.objecttype)} ${row.objectid}`,
      cell: (row) => {
        const path = objectPath(row);
        const label = objectLabel(t, row.objecttype);
        return path ? (
          <Link
            to={path}
            className="text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    {
      id: 'origin',
      header: t('columns.origin'),
      sortable: false,
      value: (row) => [row.ip, row.device].filter(Boolean).join(' · '),
      cell: (row) =>
        row.ip ? (
          <span className="flex flex-col">
            <span className="font-mono text-xs">{row.ip}</span>
            <span className="text-xs text-gray-500 dark:text-gray-400">
              {row.device ?? t('unknownDevice')}
            </span>
          </span>
        ) : (
          <span className="text-gray-500 dark:text-gray-400">{t('serverWork')}</span>
        ),
    },
    {
      id: 'changes',
      header: t('columns.changes'),
      sortable: false,
      value: (row) => changedFields(row),
      exportValue: (row) => JSON.stringify(row.changes),
    },
  ];
}

import { messages } from '@olivia/contracts/messages';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/resource/list-page';
import { useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { accountLogsApi } from '../api/account-logs-api';
import { accountLogColumns } from '../components/account-log-columns';
import { AccountLogFilters } from '../components/account-log-filters';

/**
 * /account/logs (main user only): every recorded action of the store, newest first; person, kind,
 * record, dates and search in the URL; export takes the filtered set; below 640 px rows are cards.
 */
export function AccountLogsRoute() {
  usePageTitle('accountLogs');
  const { t, i18n } = useTranslation('accountLogs');
  const translateMessage = useTranslateMessage();
  const log = accountLogsApi.useList();
  const language = i18n.language;
  const columns = useMemo(() => accountLogColumns(t, language), [t, language]);
  const { actor, group, object, from, to } = log.filters;
  const rangeError = isDateRangeOrdered(from, to)
    ? undefined
    : translateMessage(messages.dateRangeInvalid);

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      filters={
        <AccountLogFilters
          values={{ actor, group, object, from, to }}
          rangeError={rangeError}
          onChange={log.setFilters}
        />
      }
      resource={log}
      blocked={rangeError}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(row) => row.id}
      emptyState={{ title: t('title'), body: t('empty') }}
      exportName={t('table.exportName')}
      exportRows={() => (rangeError ? Promise.resolve([]) : accountLogsApi.getAll(log.query))}
      errorText={t('loadFailed')}
    />
  );
}

import { DELIVERY_RUN_STATUSES } from '@olivia/contracts/delivery-runs';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { buttonClassName } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../../lib/session';
import { deliveryRunsApi } from '../api/delivery-runs-api';
import { DeliveryTabs } from './delivery-tabs';
import { runColumns, RUNS_PATH } from './run-columns';

/**
 * The runs of /delivery-routes/all (`?view=runs`): by day, with search (rider, note), the
 * status and day filters, sorting and pages in the URL; export; "Plan a run" (the main user)
 * and a run's drawer open as child routes.
 */
export function RunsList() {
  const { t, i18n } = useTranslation(['delivery', 'routes']);
  const { search } = useLocation();
  const mainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const runs = deliveryRunsApi.useList();
  const columns = useMemo(
    () => runColumns(t, { language: i18n.language, search }),
    [t, i18n.language, search],
  );
  const plan = mainUser ? (
    <Link to={{ pathname: `${RUNS_PATH}/new`, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('runs.plan')}
    </Link>
  ) : undefined;
  return (
    <ListPage
      title={t('routes:deliveryRoutes')}
      description={t('runs.intro')}
      primaryAction={plan}
      filters={
        <div className="space-y-4">
          <DeliveryTabs />
          <div className="flex flex-col gap-3 sm:flex-row">
            <ChoiceFilter
              label={t('runs.filters.status')}
              allLabel={t('runs.filters.allStatuses')}
              choices={DELIVERY_RUN_STATUSES}
              labelOf={(status) => t(`runs.status.${status}`)}
              value={runs.filters.status}
              onChange={(status) => runs.setFilter('status', status)}
              className="w-full sm:w-44"
            />
            <TextField
              label={t('runs.filters.date')}
              type="date"
              value={runs.filters.date ?? ''}
              onChange={(event) => runs.setFilter('date', event.target.value || undefined)}
              className="w-full sm:w-44"
            />
          </div>
        </div>
      }
      resource={runs}
      columns={columns}
      label={t('runs.table.label')}
      searchable
      cards
      getRowId={(run) => run.id}
      emptyState={{ title: t('runs.empty.title'), body: t('runs.empty.body'), action: plan }}
      exportName={t('runs.table.exportName')}
      exportRows={() => deliveryRunsApi.getAll(runs.query)}
      errorText={t('runs.loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}

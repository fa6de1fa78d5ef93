import type { SplitGroup } from '@olivia/contracts/split-payments';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths, editPath, screenPaths } from '../../../lib/screen-paths';
import { splitGroupsApi } from '../api/split-payments-api';
import { NairaOnly } from '../components/naira-only';
import { RemoveSplitDialog } from '../components/remove-split-dialog';
import { splitGroupColumns } from '../components/split-group-columns';
import { SplitTabs } from '../components/split-tabs';
import { useMainUser } from '../components/use-main-user';

/**
 * /split-payments (ADR 0031): the store's splits, who gets what and where each is used; the
 * main user makes and changes them in a drawer.
 */
export function SplitGroupsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'splitPayments');
  const { t } = useTranslation(['splitPayments', 'routes']);
  const { search } = useLocation();
  const mainUser = useMainUser();
  const groups = splitGroupsApi.useList();
  const [removing, setRemoving] = useState<SplitGroup | null>(null);
  const columns = useMemo(
    () =>
      splitGroupColumns(t, (group) =>
        mainUser ? (
          <RowActions
            label={t('actions.menu', { name: group.name })}
            actions={[
              { label: t('actions.edit'), to: editPath(group.id) },
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(group) },
            ]}
          />
        ) : null,
      ),
    [t, mainUser],
  );
  const add = mainUser ? (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('groups.add')}
    </Link>
  ) : undefined;

  return (
    <NairaOnly>
      <ListPage
        title={t('routes:splitPayments')}
        description={t('intro')}
        primaryAction={add}
        filters={
          <div className="space-y-4">
            <SplitTabs />
            <ChoiceFilter
              label={t('active.label')}
              allLabel={t('active.all')}
              choices={['true', 'false'] as const}
              labelOf={(value) => t(`active.${value}`)}
              value={groups.filters.active}
              onChange={(value) => groups.setFilter('active', value)}
              className="w-full sm:w-44"
            />
          </div>
        }
        resource={groups}
        columns={columns}
        label={t('groups.table.label')}
        searchable
        cards
        getRowId={(group) => group.id}
        emptyState={{
          title: t('groups.empty.title'),
          body: t('groups.empty.body'),
          action: mainUser ? (
            <Link to={screenPaths.splitPayees} className={buttonClassName('primary')}>
              {t('groups.empty.payees')}
            </Link>
          ) : undefined,
        }}
        exportName={t('groups.table.exportName')}
        exportRows={() => splitGroupsApi.getAll(groups.query)}
      >
        <Outlet />
      </ListPage>
      <RemoveSplitDialog
        target={removing && { kind: 'group', id: removing.id, name: removing.name }}
        onClose={() => setRemoving(null)}
      />
    </NairaOnly>
  );
}

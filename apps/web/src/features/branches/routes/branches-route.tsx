import {
  BRANCH_KINDS,
  BRANCH_PICKUP,
  BRANCH_STATUSES,
  type Branch,
} from '@olivia/contracts/branches';
import { MAIN_USER } from '@olivia/contracts/roles';
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
import { detailPath, drawerPaths, editPath } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { branchesApi } from '../api/branches-api';
import { DeactivateBranchDialog, RemoveBranchDialog } from '../components/branch-dialogs';
import { branchColumns } from '../components/branch-columns';

const filterClass = 'w-full sm:w-44';

/**
 * /branch/all: the store's shops, warehouses and pop-ups with their orders, paid revenue and
 * staff; search, type, status and pickup filters, sorting and pages in the URL; export of the
 * filtered set. Every user reads it; the main user adds, edits, deactivates and removes.
 */
export function BranchesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'branches');
  const { t } = useTranslation(['branches', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const { search } = useLocation();
  const branches = branchesApi.useList();
  const update = branchesApi.useUpdate();
  const [deactivating, setDeactivating] = useState<Branch | null>(null);
  const [removing, setRemoving] = useState<Branch | null>(null);

  const columns = useMemo(
    () =>
      branchColumns(t, {
        currency,
        search,
        actions: (branch) => (
          <RowActions
            label={t('actions.menu', { name: branch.name })}
            actions={[
              { label: t('actions.view'), to: detailPath(branch.id) },
              ...(isMainUser
                ? [
                    { label: t('actions.edit'), to: editPath(branch.id) },
                    branch.active
                      ? { label: t('actions.deactivate'), onClick: () => setDeactivating(branch) }
                      : {
                          label: t('actions.activate'),
                          onClick: () =>
                            void update
                              .mutateAsync({ id: branch.id, body: { active: true } })
                              .then(() =>
                                toastSuccess(t('toasts.activated', { name: branch.name })),
                              ),
                        },
                    {
                      label: t('actions.remove'),
                      danger: true,
                      onClick: () => setRemoving(branch),
                    },
                  ]
                : []),
            ]}
          />
        ),
      }),
    [t, currency, search, isMainUser, update],
  );

  const add = isMainUser ? (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  ) : undefined;

  return (
    <ListPage
      title={t('routes:branches')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="flex flex-wrap items-start gap-3">
          <ChoiceFilter
            label={t('kind.label')}
            allLabel={t('kind.all')}
            choices={BRANCH_KINDS}
            labelOf={(kind) => t(`kinds.${kind}`)}
            value={branches.filters.kind}
            onChange={(kind) => branches.setFilter('kind', kind)}
            className={filterClass}
          />
          <ChoiceFilter
            label={t('status.label')}
            allLabel={t('status.all')}
            choices={BRANCH_STATUSES}
            labelOf={(status) => t(`status.${status}`)}
            value={branches.filters.status}
            onChange={(status) => branches.setFilter('status', status)}
            className={filterClass}
          />
          <ChoiceFilter
            label={t('pickup.label')}
            allLabel={t('pickup.all')}
            choices={BRANCH_PICKUP}
            labelOf={(pickup) => t(`pickup.${pickup}`)}
            value={branches.filters.pickup}
            onChange={(pickup) => branches.setFilter('pickup', pickup)}
            className={filterClass}
          />
        </div>
      }
      resource={branches}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(branch) => branch.id}
      emptyState={{
        title: t('empty.title'),
        body: t(isMainUser ? 'empty.body' : 'empty.staffBody'),
        action: add,
      }}
      exportName={t('table.exportName')}
      exportRows={() => branchesApi.getAll(branches.query)}
      errorText={t('loadFailed')}
    >
      <DeactivateBranchDialog branch={deactivating} onClose={() => setDeactivating(null)} />
      <RemoveBranchDialog branch={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage, type ListPageProps } from '../../../components/resource/list-page';
import { buttonClassName } from '../../../components/ui/button';
import { drawerPaths } from '../../../lib/screen-paths';
import { SplitTabs } from './split-tabs';
import { useMainUser } from './use-main-user';

type ActiveFilter = 'true' | 'false';

interface SplitListPageProps<TRow> extends Pick<
  ListPageProps<TRow>,
  'columns' | 'label' | 'exportName' | 'exportRows' | 'getRowId' | 'emptyState'
> {
  resource: ListPageProps<TRow>['resource'] & {
    filters: { active?: ActiveFilter | undefined };
    setFilter: (name: 'active', value: ActiveFilter | undefined) => void;
  };
  /** What the main user's add button says ('New split', 'Add payee'), and the drawer it opens. */
  addLabel: string;
  newPath?: string;
  /** What sits beside the list: its remove dialog. */
  children?: ReactNode;
}

/**
 * A list of /split-payments that the main user changes (splits, payees): the tabs, the active
 * filter, the add button for the main user and its drawers.
 */
export function SplitListPage<TRow>(props: SplitListPageProps<TRow>) {
  const { resource, addLabel, newPath = drawerPaths.new, children, emptyState, ...table } = props;
  const { t } = useTranslation(['splitPayments', 'routes']);
  const { search } = useLocation();
  const mainUser = useMainUser();
  const add = mainUser ? (
    <Link to={{ pathname: newPath, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {addLabel}
    </Link>
  ) : undefined;
  return (
    <>
      <ListPage
        {...table}
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
              value={resource.filters.active}
              onChange={(value) => resource.setFilter('active', value)}
              className="w-full sm:w-44"
            />
          </div>
        }
        resource={resource}
        searchable
        cards
        emptyState={emptyState && { ...emptyState, action: emptyState.action ?? add }}
      >
        <Outlet />
      </ListPage>
      {children}
    </>
  );
}

import type { Advert } from '@olivia/contracts/adverts';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions, type RowAction } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { advertsApi } from '../api/adverts-api';
import { advertColumns } from '../components/advert-columns';
import { AdvertConfirmation, type PendingAdvertAction } from '../components/advert-confirmation';
import { AdvertStatusFilter } from '../components/advert-status';
import { drawerPaths } from '../../../lib/screen-paths';

/**
 * /adverts/all (ADR 0021): the store's advert campaigns, newest first, with their cost, reach
 * and status; status, search, sorting and pages in the URL. The main user starts a campaign
 * (a drawer, paid with the PIN) and pauses, resumes or ends one; sub-users see the list.
 */
export function AdvertsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'adverts');
  const { t, i18n } = useTranslation(['adverts', 'routes']);
  const mainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const { search } = useLocation();
  const adverts = advertsApi.useList();
  const [pending, setPending] = useState<PendingAdvertAction | null>(null);
  const language = i18n.language;

  const columns = useMemo(() => {
    const actionsOf = (row: Advert) => {
      const actions: RowAction[] = [];
      const ask = (action: PendingAdvertAction['action']) => () => setPending({ action, row });
      if (row.status === 'running' || row.status === 'scheduled') {
        actions.push({ label: t('actions.pause'), onClick: ask('pause') });
      }
      if (row.status === 'paused')
        actions.push({ label: t('actions.resume'), onClick: ask('resume') });
      if (row.status !== 'ended') {
        actions.push({ label: t('actions.end'), danger: true, onClick: ask('end') });
      }
      return actions.length > 0 ? (
        <RowActions label={t('actions.menu', { domain: row.domain })} actions={actions} />
      ) : null;
    };
    return advertColumns(t, language, mainUser ? actionsOf : null);
  }, [t, language, mainUser]);

  const newCampaign = mainUser ? (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('routes:newCampaign')}
    </Link>
  ) : undefined;

  return (
    <ListPage
      title={t('routes:adverts')}
      description={t('intro')}
      primaryAction={newCampaign}
      filters={
        <AdvertStatusFilter
          value={adverts.filters.status}
          onChange={(status) => adverts.setFilter('status', status)}
        />
      }
      resource={adverts}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(row) => row.id}
      exportName={t('routes:adverts')}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: newCampaign }}
      errorText={t('loadFailed')}
    >
      <AdvertConfirmation pending={pending} onClose={() => setPending(null)} />
      <Outlet />
    </ListPage>
  );
}

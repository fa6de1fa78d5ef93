import { BANNER_PLACEMENTS, type Banner } from '@olivia/contracts/banners';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { bannersApi } from '../api/promotions-api';
import { bannerColumns } from '../components/banner-columns';
import { BannerRowActions, RemoveBannerDialog } from '../components/banner-row-actions';

/**
 * /banners/all: the storefront's banners, where and when each shows, its status and clicks;
 * search, the placement filter, sorting (order, clicks) and pages in the URL; export; new and
 * edit open as child routes in a drawer; move up or down from the row's menu.
 */
export function BannersRoute() {
  usePageTitle(useRouteTitleKey() ?? 'banners');
  const { t, i18n } = useTranslation(['promotions', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const banners = bannersApi.useList();
  const [removing, setRemoving] = useState<Banner | null>(null);
  const language = i18n.language;

  const columns = useMemo(
    () =>
      bannerColumns(t, {
        currency,
        language,
        search,
        actions: (banner) => <BannerRowActions banner={banner} onRemove={setRemoving} />,
      }),
    [t, currency, language, search],
  );

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('banners.add')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:banners')}
      description={t('banners.intro')}
      primaryAction={add}
      filters={
        <ChoiceFilter
          label={t('banners.placement.label')}
          allLabel={t('banners.placement.all')}
          choices={BANNER_PLACEMENTS}
          labelOf={(placement) => t(`banners.placement.${placement}`)}
          value={banners.filters.placement}
          onChange={(placement) => banners.setFilter('placement', placement)}
          className="w-full sm:w-52"
        />
      }
      resource={banners}
      columns={columns}
      label={t('banners.table.label')}
      searchable
      cards
      getRowId={(banner) => banner.id}
      emptyState={{ title: t('banners.empty.title'), body: t('banners.empty.body'), action: add }}
      exportName={t('banners.table.exportName')}
      exportRows={() => bannersApi.getAll(banners.query)}
      errorText={t('banners.loadFailed')}
    >
      <RemoveBannerDialog banner={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

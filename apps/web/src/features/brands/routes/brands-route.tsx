import { BRAND_STATUSES, type Brand } from '@olivia/contracts/brands';
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
import { useSession } from '../../../lib/session';
import { brandsApi } from '../api/brands-api';
import { brandColumns } from '../components/brand-columns';
import { RemoveBrandDialog } from '../components/remove-brand-dialog';
import { drawerPaths, editPath } from '../../../lib/screen-paths';

/**
 * /brand/all: the store's brands with their logos and product counts; search, the active filter,
 * sorting and pages in the URL; export of the filtered set; new and edit open as child routes in
 * a drawer.
 */
export function BrandsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'brands');
  const { t } = useTranslation(['brands', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const brands = brandsApi.useList();
  const [removing, setRemoving] = useState<Brand | null>(null);

  const columns = useMemo(
    () =>
      brandColumns(t, {
        currency,
        search,
        actions: (brand) => (
          <RowActions
            label={t('actions.menu', { name: brand.name })}
            actions={[
              { label: t('actions.edit'), to: editPath(brand.id) },
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(brand) },
            ]}
          />
        ),
      }),
    [t, currency, search],
  );

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:brands')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <ChoiceFilter
          label={t('status.label')}
          allLabel={t('status.all')}
          choices={BRAND_STATUSES}
          labelOf={(status) => t(`status.${status}`)}
          value={brands.filters.status}
          onChange={(status) => brands.setFilter('status', status)}
          className="w-full sm:w-44"
        />
      }
      resource={brands}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(brand) => brand.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => brandsApi.getAll(brands.query)}
      errorText={t('loadFailed')}
    >
      <RemoveBrandDialog brand={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

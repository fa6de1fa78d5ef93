import type { Category } from '@olivia/contracts/catalog';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { categoriesApi } from '../api/categories-api';
import { categoryColumns } from '../components/category-columns';
import { RemoveCategoryDialog } from '../components/remove-category-dialog';
import { drawerPaths, editPath } from '../../../lib/screen-paths';

/**
 * /category/all (issue 13): the store's categories with their product counts; search, sorting
 * and pages in the URL; new and edit open as child routes in a drawer.
 */
export function CategoriesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'categories');
  const { t } = useTranslation(['categories', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const categories = categoriesApi.useList();
  const [removing, setRemoving] = useState<Category | null>(null);

  const columns = useMemo(
    () =>
      categoryColumns(t, {
        currency,
        search,
        actions: (category) => (
          <RowActions
            label={t('actions.menu', { name: category.name })}
            actions={[
              { label: t('actions.edit'), to: editPath(category.id) },
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(category) },
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
      title={t('routes:categories')}
      description={t('intro')}
      primaryAction={add}
      resource={categories}
      columns={columns}
      label={t('table.label')}
      searchable
      getRowId={(category) => category.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      errorText={t('loadFailed')}
    >
      <RemoveCategoryDialog category={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

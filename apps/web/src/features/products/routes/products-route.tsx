import type { Product } from '@olivia/contracts/catalog';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions, type RowAction } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle, useRouteTitleKey } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useProducts } from '../api/get-products';
import { ArchiveProductDialog } from '../components/archive-product-dialog';
import { productColumns } from '../components/product-columns';
import { ProductFilters } from '../components/product-filters';

/**
 * /products/all (issue 13): the store's products with their main image, status, category, price
 * and stock; search (name or SKU), status, category, sorting and pages in the URL. New and edit
 * open as child routes in a wide drawer; Archive asks first.
 */
export function ProductsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'products');
  const { t } = useTranslation(['products', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const products = useProducts();
  const [archiving, setArchiving] = useState<Product | null>(null);

  const columns = useMemo(() => {
    const actionsOf = (product: Product): RowAction[] => [
      { label: t('actions.edit'), to: `${product.id}/edit` },
      ...(product.status === 'archived'
        ? []
        : [{ label: t('actions.archive'), danger: true, onClick: () => setArchiving(product) }]),
    ];
    return productColumns(t, {
      currency,
      search,
      actions: (product) => (
        <RowActions
          label={t('actions.menu', { name: product.name })}
          actions={actionsOf(product)}
        />
      ),
    });
  }, [t, currency, search]);

  const add = (
    <Link to={{ pathname: 'new', search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );
  const { status, category } = products.filters;

  return (
    <ListPage
      title={t('routes:products')}
      description={t('intro')}
      primaryAction={add}
      filters={<ProductFilters values={{ status, category }} onChange={products.setFilters} />}
      resource={products}
      columns={columns}
      label={t('table.label')}
      searchable
      getRowId={(product) => product.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      errorText={t('loadFailed')}
    >
      <ArchiveProductDialog product={archiving} onClose={() => setArchiving(null)} />
      <Outlet />
    </ListPage>
  );
}

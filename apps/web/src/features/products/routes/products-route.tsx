import type { Product } from '@olivia/contracts/catalog';
import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { useExportAll } from '../../../components/resource/use-export-all';
import { RowActions, type RowAction } from '../../../components/resource/row-actions';
import { Button, buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { productsApi } from '../api/products-api';
import { ArchiveProductDialog } from '../components/archive-product-dialog';
import { ImportProductsDialog } from '../components/import-products-dialog';
import { productColumns } from '../components/product-columns';
import { ProductFilters } from '../components/product-filters';
import { useProductBulkActions } from '../hooks/use-product-bulk-actions';
import { drawerPaths, editPath } from '../../../lib/screen-paths';

/**
 * /products/all (issue 13): the store's products with their main image, status, category, price
 * and stock; search (name or SKU), status, category, sorting and pages in the URL. New and edit
 * open as child routes in a wide drawer; Archive asks first; Import CSV opens a dialog.
 */
export function ProductsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'products');
  const { t } = useTranslation(['products', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const products = productsApi.useList();
  const bulkActions = useProductBulkActions();
  const exportAll = useExportAll(productsApi.getPage, products.query);
  const [archiving, setArchiving] = useState<Product | null>(null);
  const [importing, setImporting] = useState(false);

  const columns = useMemo(() => {
    const actionsOf = (product: Product): RowAction[] => [
      { label: t('actions.edit'), to: editPath(product.id) },
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
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden="true" className="size-4" />
        {t('import.open')}
      </Button>
      {add}
    </div>
  );
  const { status, category, brand } = products.filters;

  return (
    <ListPage
      title={t('routes:products')}
      description={t('intro')}
      primaryAction={actions}
      filters={
        <ProductFilters values={{ status, category, brand }} onChange={products.setFilters} />
      }
      resource={products}
      columns={columns}
      label={t('table.label')}
      searchable
      getRowId={(product) => product.id}
      bulkActions={bulkActions}
      exportName={t('routes:products')}
      exportRows={exportAll}
      savedFiltersKey="products"
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      errorText={t('loadFailed')}
    >
      <ArchiveProductDialog product={archiving} onClose={() => setArchiving(null)} />
      <ImportProductsDialog open={importing} onClose={() => setImporting(false)} />
      <Outlet />
    </ListPage>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { ReorderSuggestion } from '@olivia/contracts/purchase-orders';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/messages';
import { drawerPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { useReorder, useReorderSuggestions } from '../api/suppliers-api';
import { orderPath } from './purchase-order-columns';
import { SupplierTabs } from './supplier-tabs';

/** Suggestions grouped by their supplier (null: no supplier supplies them yet). */
function bySupplier(items: ReorderSuggestion[]) {
  const groups = new Map<string | null, ReorderSuggestion[]>();
  for (const item of items)
    groups.set(item.supplierid, [...(groups.get(item.supplierid) ?? []), item]);
  return [...groups.entries()];
}

/**
 * The low-stock tab: products at or below their low-stock level, by the supplier that supplies
 * them, each supplier with 'Create purchase order' (a draft of all theirs, opened at once).
 */
export function LowStockView() {
  const { t } = useTranslation(['suppliers', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const suggestions = useReorderSuggestions();
  const reorder = useReorder();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const money = (value: number) => formatMoney(value, currency);

  const create = async (supplierId: string) => {
    const order = await reorder.mutateAsync(supplierId);
    // Opened over this tab: switching tabs would remount the drawer and close it.
    await navigate({ pathname: orderPath(order.id), search: '?view=low' });
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-dark dark:text-white">
          {t('routes:suppliers')}
        </h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{t('low.intro')}</p>
      </header>
      <SupplierTabs />
      {reorder.isError && <Alert tone="error">{errorMessage(reorder.error)}</Alert>}
      {suggestions.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner />
          {t('low.loading')}
        </p>
      )}
      {suggestions.isError && <Alert tone="error">{errorMessage(suggestions.error)}</Alert>}
      {suggestions.data?.length === 0 && (
        <EmptyState title={t('low.empty.title')} body={t('low.empty.body')} />
      )}
      {bySupplier(suggestions.data ?? []).map(([supplierId, items]) => (
        <section
          key={supplierId ?? 'none'}
          aria-label={items[0]?.suppliername || t('low.noSupplier')}
          className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-semibold text-dark dark:text-white">
              {items[0]?.suppliername || t('low.noSupplier')}
            </h2>
            {supplierId ? (
              <Button loading={reorder.isPending} onClick={() => void create(supplierId)}>
                {t('low.create')}
              </Button>
            ) : (
              <Link
                to={drawerPaths.new}
                className="text-sm font-semibold text-primary hover:underline"
              >
                {t('low.addSupplier')}
              </Link>
            )}
          </div>
          <ul className="mt-3 divide-y divide-gray-100 dark:divide-gray-800">
            {items.map((item) => (
              <li
                key={`${item.productid}/${item.variantid ?? ''}`}
                className="flex flex-wrap justify-between gap-2 py-2 text-sm"
              >
                <span className="font-medium text-dark dark:text-gray-100">{item.name}</span>
                <span className="text-gray-600 dark:text-gray-300">
                  {t('low.line', {
                    stock: item.stock,
                    threshold: item.threshold,
                    quantity: item.quantity,
                    cost: money(item.unitcost),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Outlet />
    </div>
  );
}

import {
  DISCOUNT_KINDS,
  DISCOUNT_METHODS,
  DISCOUNT_STATES,
  type Discount,
} from '@olivia/contracts/discounts';
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
import { discountsApi } from '../api/discounts-api';
import { discountColumns } from '../components/discount-columns';
import { DiscountRowActions } from '../components/discount-row-actions';
import { RemoveDiscountDialog } from '../components/remove-discount-dialog';

/**
 * /discount/all: the store's discounts, what each gives, when it runs and how often it was used;
 * search, the state, method and kind filters, sorting and pages in the URL; export of the
 * filtered set; new and edit open as child routes in a drawer.
 */
export function DiscountsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'discounts');
  const { t, i18n } = useTranslation(['discounts', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const discounts = discountsApi.useList();
  const [removing, setRemoving] = useState<Discount | null>(null);
  const language = i18n.language;

  const columns = useMemo(
    () =>
      discountColumns(t, {
        currency,
        language,
        search,
        actions: (discount) => <DiscountRowActions discount={discount} onRemove={setRemoving} />,
      }),
    [t, currency, language, search],
  );

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );
  const filter = 'w-full sm:w-44';

  return (
    <ListPage
      title={t('routes:discounts')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ChoiceFilter
            label={t('state.label')}
            allLabel={t('state.all')}
            choices={DISCOUNT_STATES}
            labelOf={(state) => t(`state.${state}`)}
            value={discounts.filters.state}
            onChange={(state) => discounts.setFilter('state', state)}
            className={filter}
          />
          <ChoiceFilter
            label={t('method.label')}
            allLabel={t('method.all')}
            choices={DISCOUNT_METHODS}
            labelOf={(method) => t(`method.${method}`)}
            value={discounts.filters.method}
            onChange={(method) => discounts.setFilter('method', method)}
            className={filter}
          />
          <ChoiceFilter
            label={t('kind.label')}
            allLabel={t('kind.all')}
            choices={DISCOUNT_KINDS}
            labelOf={(kind) => t(`kind.${kind}`)}
            value={discounts.filters.kind}
            onChange={(kind) => discounts.setFilter('kind', kind)}
            className={filter}
          />
        </div>
      }
      resource={discounts}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(discount) => discount.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => discountsApi.getAll(discounts.query)}
      errorText={t('loadFailed')}
    >
      <RemoveDiscountDialog discount={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

import type { Coupon } from '@olivia/contracts/discounts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { couponsApi, useCodeDiscounts } from '../api/discounts-api';
import { couponColumns } from '../components/coupon-columns';

const ACTIVE = ['true', 'false'] as const;

/**
 * /coupons/all: the codes of the store's code discounts, how often each was used against its
 * limits; search by code, the discount and active filters, sorting and pages in the URL; export
 * of the filtered set; new codes (one or a batch) open as a child route in a drawer.
 */
export function CouponsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'coupons');
  const { t, i18n } = useTranslation(['discounts', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const coupons = couponsApi.useList();
  const discounts = useCodeDiscounts();
  const language = i18n.language;

  const columns = useMemo(
    () =>
      couponColumns(t, {
        currency,
        language,
        actions: (coupon) => <CouponRowActions coupon={coupon} />,
      }),
    [t, currency, language],
  );
  const names = new Map((discounts.data ?? []).map((discount) => [discount.id, discount.name]));

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('coupons.add')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:coupons')}
      description={t('coupons.intro')}
      primaryAction={add}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row">
          <ChoiceFilter
            label={t('coupons.filters.discount')}
            allLabel={t('coupons.filters.allDiscounts')}
            choices={[...names.keys()]}
            labelOf={(id) => names.get(id) ?? id}
            value={coupons.filters.discount}
            onChange={(discount) => coupons.setFilter('discount', discount)}
            className="w-full sm:w-56"
          />
          <ChoiceFilter
            label={t('coupons.filters.active')}
            allLabel={t('coupons.filters.allActive')}
            choices={ACTIVE}
            labelOf={(active) => t(`coupons.active.${active}`)}
            value={coupons.filters.active}
            onChange={(active) => coupons.setFilter('active', active)}
            className="w-full sm:w-44"
          />
        </div>
      }
      resource={coupons}
      columns={columns}
      label={t('coupons.table.label')}
      searchable
      cards
      getRowId={(coupon) => coupon.id}
      emptyState={{ title: t('coupons.empty.title'), body: t('coupons.empty.body'), action: add }}
      exportName={t('coupons.table.exportName')}
      exportRows={() => couponsApi.getAll(coupons.query)}
      errorText={t('coupons.loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}

/** A code's row menu: switch it on or off. */
function CouponRowActions({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('discounts');
  const errorMessage = useErrorMessage();
  const update = couponsApi.useUpdate();
  const setActive = (active: boolean) => {
    update.mutateAsync({ id: coupon.id, body: { active } }).then(
      (saved) =>
        toastSuccess(
          t(active ? 'coupons.toasts.activated' : 'coupons.toasts.deactivated', {
            code: saved.code,
          }),
        ),
      (error: unknown) => toastError(errorMessage(error)),
    );
  };
  return (
    <RowActions
      label={t('coupons.actions.menu', { code: coupon.code })}
      actions={[
        coupon.active
          ? { label: t('coupons.actions.deactivate'), onClick: () => setActive(false) }
          : { label: t('coupons.actions.activate'), onClick: () => setActive(true) },
      ]}
    />
  );
}

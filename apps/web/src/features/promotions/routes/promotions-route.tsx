import { PROMOTION_STATES, type Promotion } from '@olivia/contracts/promotions';
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
import { promotionsApi } from '../api/promotions-api';
import { promotionColumns } from '../components/promotion-columns';
import { EndPromotionDialog, RemovePromotionDialog } from '../components/promotion-dialogs';
import { PromotionRowActions } from '../components/promotion-row-actions';

/**
 * /promotions/all: the store's campaigns with their status, budget and figures (orders, revenue,
 * discount given); search, the status filter, sorting and pages in the URL; export; new and
 * edit (with the figures) open as child routes in a drawer.
 */
export function PromotionsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'promotions');
  const { t, i18n } = useTranslation(['promotions', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const promotions = promotionsApi.useList();
  const [ending, setEnding] = useState<Promotion | null>(null);
  const [removing, setRemoving] = useState<Promotion | null>(null);
  const language = i18n.language;

  const columns = useMemo(
    () =>
      promotionColumns(t, {
        currency,
        language,
        search,
        actions: (promotion) => (
          <PromotionRowActions promotion={promotion} onEnd={setEnding} onRemove={setRemoving} />
        ),
      }),
    [t, currency, language, search],
  );

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:promotions')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <ChoiceFilter
          label={t('state.label')}
          allLabel={t('state.all')}
          choices={PROMOTION_STATES}
          labelOf={(state) => t(`state.${state}`)}
          value={promotions.filters.state}
          onChange={(state) => promotions.setFilter('state', state)}
          className="w-full sm:w-44"
        />
      }
      resource={promotions}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(promotion) => promotion.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => promotionsApi.getAll(promotions.query)}
      errorText={t('loadFailed')}
    >
      <EndPromotionDialog promotion={ending} onClose={() => setEnding(null)} />
      <RemovePromotionDialog promotion={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

import {
  PAYMENT_LINK_AMOUNT_TYPES,
  PAYMENT_LINK_STATES,
  type PaymentLink,
} from '@olivia/contracts/payment-links';
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
import { paymentLinksApi } from '../api/payment-links-api';
import { paymentLinkColumns } from '../components/payment-link-columns';
import { PaymentLinkQrDialog } from '../components/payment-link-qr-dialog';
import { RemovePaymentLinkDialog } from '../components/remove-payment-link-dialog';
import { PaymentLinkRowActions } from '../components/payment-link-row-actions';

const LIST_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/**
 * /payment-links: the store's links with their address, amount, state, payments and revenue;
 * search, the state and amount-type filters, sorting and pages in the URL; export of the filtered
 * set; new, edit and a link's detail (its payments) open as child routes in a drawer.
 */
export function PaymentLinksRoute() {
  usePageTitle(useRouteTitleKey() ?? 'paymentLinks');
  const { t } = useTranslation(['paymentLinks', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const links = paymentLinksApi.useList({ defaults: LIST_DEFAULTS });
  const [removing, setRemoving] = useState<PaymentLink | null>(null);
  const [showingQr, setShowingQr] = useState<PaymentLink | null>(null);

  const columns = useMemo(
    () =>
      paymentLinkColumns(t, {
        currency,
        search,
        actions: (link) => (
          <PaymentLinkRowActions link={link} onShowQr={setShowingQr} onRemove={setRemoving} />
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
      title={t('routes:paymentLinks')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row">
          <ChoiceFilter
            label={t('state.label')}
            allLabel={t('state.all')}
            choices={PAYMENT_LINK_STATES}
            labelOf={(state) => t(`state.${state}`)}
            value={links.filters.state}
            onChange={(state) => links.setFilter('state', state)}
            className="w-full sm:w-44"
          />
          <ChoiceFilter
            label={t('amountType.label')}
            allLabel={t('amountType.all')}
            choices={PAYMENT_LINK_AMOUNT_TYPES}
            labelOf={(type) => t(`amountType.${type}`)}
            value={links.filters.amounttype}
            onChange={(type) => links.setFilter('amounttype', type)}
            className="w-full sm:w-44"
          />
        </div>
      }
      resource={links}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(link) => link.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => paymentLinksApi.getAll(links.query)}
      errorText={t('loadFailed')}
    >
      <RemovePaymentLinkDialog link={removing} onClose={() => setRemoving(null)} />
      <PaymentLinkQrDialog link={showingQr} onClose={() => setShowingQr(null)} />
      <Outlet />
    </ListPage>
  );
}

import type { Address } from '@olivia/contracts/addresses';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { addressesApi, useMakeDefault } from '../api/addresses-api';
import { addressColumns } from '../components/address-columns';
import { AddressFilters } from '../components/address-filters';
import { RemoveAddressDialog } from '../components/remove-address-dialog';
import { drawerPaths, editPath } from '../../../lib/screen-paths';

/**
 * /address/all (issue 25): the store's pickup points, warehouses, return and office addresses;
 * search, kind and state filters, sorting and pages in the URL; export takes the filtered set;
 * new and edit open as child routes in a drawer; one default per kind, made from the row.
 */
export function AddressesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'addresses');
  const { t } = useTranslation(['addresses', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const addresses = addressesApi.useList();
  const errorMessage = useErrorMessage();
  const { mutate: makeDefault } = useMakeDefault();
  const [removing, setRemoving] = useState<Address | null>(null);

  const columns = useMemo(
    () =>
      addressColumns(t, {
        currency,
        search,
        actions: (address) => (
          <RowActions
            label={t('actions.menu', { label: address.label })}
            actions={[
              { label: t('actions.edit'), to: editPath(address.id) },
              ...(address.isdefault
                ? []
                : [
                    {
                      label: t('actions.makeDefault'),
                      onClick: () =>
                        makeDefault(address.id, {
                          onSuccess: () =>
                            toastSuccess(t('toasts.madeDefault', { label: address.label })),
                          onError: (error) => toastError(errorMessage(error)),
                        }),
                    },
                  ]),
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(address) },
            ]}
          />
        ),
      }),
    [t, currency, search, makeDefault, errorMessage],
  );

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );
  const { kind, state } = addresses.filters;

  return (
    <ListPage
      title={t('routes:addresses')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <AddressFilters
          values={{ kind, state }}
          withState={currency === 'NGN'}
          onChange={addresses.setFilters}
        />
      }
      resource={addresses}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(address) => address.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => addressesApi.getAll(addresses.query)}
      errorText={t('loadFailed')}
    >
      <RemoveAddressDialog address={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

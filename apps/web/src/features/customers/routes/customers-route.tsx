import { CONSENT_CHANNELS, CUSTOMER_SOURCES, type Customer } from '@olivia/contracts/customers';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { useExportAll } from '../../../components/resource/use-export-all';
import { buttonClassName } from '../../../components/ui/button';
import { DataTableSearch } from '../../../components/ui/data-table/data-table-search';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { customersApi, useCustomers } from '../api/customers-api';
import { customerColumns } from '../components/customer-columns';
import { CustomerRowActions } from '../components/customer-row-actions';
import { EraseCustomerDialog } from '../components/erase-customer-dialog';

/**
 * /customers/all (issues 13 and 28): everyone who ordered from the store's page and those the
 * merchant added by hand, with their orders, spending, tags and marketing consent; search, the
 * tag, source and consent filters, sorting and pages in the URL; export of the filtered set. New
 * and edit open as drawers over the list, a customer's detail too; the main user erases one.
 */
export function CustomersRoute() {
  usePageTitle(useRouteTitleKey() ?? 'customers');
  const { t, i18n } = useTranslation(['customers', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const navigate = useNavigate();
  const { search } = useLocation();
  const customers = useCustomers();
  const exportAll = useExportAll(customersApi.getPage, customers.query);
  const [erasing, setErasing] = useState<Customer | null>(null);
  const language = i18n.language;
  const columns = useMemo(
    () =>
      customerColumns(t, {
        currency,
        language,
        search,
        actions: (customer) => (
          <CustomerRowActions customer={customer} canErase={isMainUser} onErase={setErasing} />
        ),
      }),
    [t, currency, language, search, isMainUser],
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
      title={t('routes:customers')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <DataTableSearch
            value={customers.filters.tag ?? ''}
            onSearch={(tag) => customers.setFilter('tag', tag || undefined)}
            label={t('filters.tag')}
            placeholder={t('filters.tagPlaceholder')}
            className={filter}
          />
          <ChoiceFilter
            label={t('filters.source')}
            allLabel={t('filters.allSources')}
            choices={CUSTOMER_SOURCES}
            labelOf={(source) => t(`source.${source}`)}
            value={customers.filters.source}
            onChange={(source) => customers.setFilter('source', source)}
            className={filter}
          />
          <ChoiceFilter
            label={t('filters.consent')}
            allLabel={t('filters.anyConsent')}
            choices={CONSENT_CHANNELS}
            labelOf={(channel) => t(`filters.consentTo.${channel}`)}
            value={customers.filters.consent}
            onChange={(channel) => customers.setFilter('consent', channel)}
            className={filter}
          />
        </div>
      }
      resource={customers}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(customer) => customer.id}
      exportName={t('routes:customers')}
      exportRows={exportAll}
      savedFiltersKey="customers"
      onRowClick={(customer) => void navigate({ pathname: customer.id, search })}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      errorText={t('loadFailed')}
    >
      <EraseCustomerDialog customer={erasing} onClose={() => setErasing(null)} />
      <Outlet />
    </ListPage>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { useExportAll } from '../../../components/resource/use-export-all';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { customersApi, useCustomers } from '../api/customers-api';
import { customerColumns } from '../components/customer-columns';

/**
 * /customers/all (issue 13): everyone who ordered from the store's page, one per e-mail, with
 * their orders and spending; search, sorting and pages in the URL. A customer opens in a drawer
 * with the way to their orders and their conversations.
 */
export function CustomersRoute() {
  usePageTitle(useRouteTitleKey() ?? 'customers');
  const { t, i18n } = useTranslation(['customers', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const navigate = useNavigate();
  const { search } = useLocation();
  const customers = useCustomers();
  const exportAll = useExportAll(customersApi.getPage, customers.query);
  const language = i18n.language;
  const columns = useMemo(
    () => customerColumns(t, { currency, language, search }),
    [t, currency, language, search],
  );

  return (
    <ListPage
      title={t('routes:customers')}
      description={t('intro')}
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
      emptyState={{ title: t('empty.title'), body: t('empty.body') }}
      errorText={t('loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}

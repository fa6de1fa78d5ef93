import type { Invoice } from '@olivia/contracts/invoices';
import { messages } from '@olivia/contracts/messages';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { invoicesApi } from '../api/invoices-api';
import { invoiceColumns } from '../components/invoice-columns';
import { RemoveInvoiceDialog, VoidInvoiceDialog } from '../components/invoice-dialogs';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoiceRowActions } from '../components/invoice-row-actions';
import { InvoiceTotals } from '../components/invoice-totals';

const LIST_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/**
 * /invoice/all: the store's invoices, newest first, under what is owed, late and paid this month;
 * search, status (or overdue), due dates, sorting and pages in the URL; export of the filtered
 * set; new, edit and an invoice's detail open as child routes in a drawer.
 */
export function InvoicesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'invoices');
  const { t, i18n } = useTranslation(['invoices', 'routes']);
  const translateMessage = useTranslateMessage();
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const invoices = invoicesApi.useList({ defaults: LIST_DEFAULTS });
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const [removing, setRemoving] = useState<Invoice | null>(null);
  const language = i18n.language;
  const { status, from, to } = invoices.filters;
  const rangeError = isDateRangeOrdered(from, to)
    ? undefined
    : translateMessage(messages.dateRangeInvalid);

  const columns = useMemo(
    () =>
      invoiceColumns(t, {
        currency,
        language,
        search,
        actions: (invoice) => (
          <InvoiceRowActions invoice={invoice} onVoid={setVoiding} onRemove={setRemoving} />
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
      title={t('routes:invoices')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="space-y-4">
          <InvoiceTotals />
          <InvoiceFilters
            values={{ status, from, to }}
            rangeError={rangeError}
            onChange={invoices.setFilters}
          />
        </div>
      }
      resource={invoices}
      blocked={rangeError}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(invoice) => invoice.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => (rangeError ? Promise.resolve([]) : invoicesApi.getAll(invoices.query))}
      errorText={t('loadFailed')}
    >
      <VoidInvoiceDialog invoice={voiding} onClose={() => setVoiding(null)} />
      <RemoveInvoiceDialog invoice={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

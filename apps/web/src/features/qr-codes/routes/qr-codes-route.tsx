import { QR_CODE_KINDS, QR_CODE_STATUSES, type QrCode } from '@olivia/contracts/qr-codes';
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
import { qrCodesApi } from '../api/qr-codes-api';
import { qrCodeColumns } from '../components/qr-code-columns';
import { QrCodeRowActions } from '../components/qr-code-row-actions';
import { RemoveQrCodeDialog } from '../components/remove-qr-code-dialog';

/**
 * /qr-codes/all: the store's QR codes with a preview, what each opens and how often it was
 * scanned; search, the kind and status filters, sorting and pages in the URL; export of the
 * filtered set; new and edit open as child routes in a drawer.
 */
export function QrCodesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'qrCodes');
  const { t } = useTranslation(['qrCodes', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const codes = qrCodesApi.useList();
  const [removing, setRemoving] = useState<QrCode | null>(null);

  const columns = useMemo(
    () =>
      qrCodeColumns(t, {
        currency,
        search,
        actions: (code) => <QrCodeRowActions code={code} onRemove={setRemoving} />,
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
      title={t('routes:qrCodes')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row">
          <ChoiceFilter
            label={t('kind.label')}
            allLabel={t('kind.all')}
            choices={QR_CODE_KINDS}
            labelOf={(kind) => t(`kind.${kind}`)}
            value={codes.filters.kind}
            onChange={(kind) => codes.setFilter('kind', kind)}
            className="w-full sm:w-44"
          />
          <ChoiceFilter
            label={t('status.label')}
            allLabel={t('status.all')}
            choices={QR_CODE_STATUSES}
            labelOf={(status) => t(`status.${status}`)}
            value={codes.filters.status}
            onChange={(status) => codes.setFilter('status', status)}
            className="w-full sm:w-44"
          />
        </div>
      }
      resource={codes}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(code) => code.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => qrCodesApi.getAll(codes.query)}
      errorText={t('loadFailed')}
    >
      <RemoveQrCodeDialog code={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}

import type { Return } from '@olivia/contracts/returns';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { useReturns } from '../api/returns-api';
import { returnColumns } from '../components/return-columns';
import { ReturnConfirmation, type PendingReturnAction } from '../components/return-confirmation';
import { ReturnStatusFilter } from '../components/return-status';
import { drawerPaths } from '../../../lib/screen-paths';

/**
 * /returned-items/all (issue 13): returns recorded against orders' lines, with their status;
 * status, search, sorting and pages in the URL. 'Record a return' opens as a child route; a
 * requested return is marked received (its units go back into stock) or rejected; a received
 * one offers the refund on its order.
 */
export function ReturnsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'returnedItems');
  const { t } = useTranslation(['returns', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const returns = useReturns();
  const [pending, setPending] = useState<PendingReturnAction | null>(null);

  const columns = useMemo(
    () =>
      returnColumns(t, currency, (row: Return) =>
        row.status === 'received' ? (
          // A return received back offers the money back on its order (ADR 0033).
          <RowActions
            label={t('actions.menu', { name: row.productname, number: row.ordernumber })}
            actions={[{ label: t('actions.refund'), to: `/orders/all/${row.orderid}/refund` }]}
          />
        ) : row.status === 'requested' ? (
          <RowActions
            label={t('actions.menu', { name: row.productname, number: row.ordernumber })}
            actions={[
              {
                label: t('actions.receive'),
                onClick: () => setPending({ action: 'receive', row }),
              },
              {
                label: t('actions.reject'),
                danger: true,
                onClick: () => setPending({ action: 'reject', row }),
              },
            ]}
          />
        ) : null,
      ),
    [t, currency],
  );

  const record = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('routes:recordReturn')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:returnedItems')}
      description={t('intro')}
      primaryAction={record}
      filters={
        <ReturnStatusFilter
          value={returns.filters.status}
          onChange={(status) => returns.setFilter('status', status)}
        />
      }
      resource={returns}
      columns={columns}
      label={t('table.label')}
      searchable
      getRowId={(row) => row.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: record }}
      errorText={t('loadFailed')}
    >
      <ReturnConfirmation pending={pending} onClose={() => setPending(null)} />
      <Outlet />
    </ListPage>
  );
}

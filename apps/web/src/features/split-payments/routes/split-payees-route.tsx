import type { SplitPayee } from '@olivia/contracts/split-payments';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths, editPath } from '../../../lib/screen-paths';
import { splitPayeesApi } from '../api/split-payments-api';
import { NairaOnly } from '../components/naira-only';
import { RemoveSplitDialog } from '../components/remove-split-dialog';
import { splitPayeeColumns } from '../components/split-payee-columns';
import { SplitTabs } from '../components/split-tabs';
import { useMainUser } from '../components/use-main-user';

/** /split-payments/payees: partners' bank accounts, checked with their bank (ADR 0031). */
export function SplitPayeesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'splitPayees');
  const { t } = useTranslation(['splitPayments', 'routes']);
  const { search } = useLocation();
  const mainUser = useMainUser();
  const payees = splitPayeesApi.useList();
  const [removing, setRemoving] = useState<SplitPayee | null>(null);
  const columns = useMemo(
    () =>
      splitPayeeColumns(t, (payee) =>
        mainUser ? (
          <RowActions
            label={t('actions.menu', { name: payee.name })}
            actions={[
              { label: t('actions.edit'), to: editPath(payee.id) },
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(payee) },
            ]}
          />
        ) : null,
      ),
    [t, mainUser],
  );
  const add = mainUser ? (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('payees.add')}
    </Link>
  ) : undefined;

  return (
    <NairaOnly>
      <ListPage
        title={t('routes:splitPayments')}
        description={t('intro')}
        primaryAction={add}
        filters={
          <div className="space-y-4">
            <SplitTabs />
            <ChoiceFilter
              label={t('active.label')}
              allLabel={t('active.all')}
              choices={['true', 'false'] as const}
              labelOf={(value) => t(`active.${value}`)}
              value={payees.filters.active}
              onChange={(value) => payees.setFilter('active', value)}
              className="w-full sm:w-44"
            />
          </div>
        }
        resource={payees}
        columns={columns}
        label={t('payees.table.label')}
        searchable
        cards
        getRowId={(payee) => payee.id}
        emptyState={{ title: t('payees.empty.title'), body: t('payees.empty.body'), action: add }}
        exportName={t('payees.table.exportName')}
        exportRows={() => splitPayeesApi.getAll(payees.query)}
      >
        <Outlet />
      </ListPage>
      <RemoveSplitDialog
        target={removing && { kind: 'payee', id: removing.id, name: removing.name }}
        onClose={() => setRemoving(null)}
      />
    </NairaOnly>
  );
}

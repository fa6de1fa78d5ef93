import type { SplitPayee } from '@olivia/contracts/split-payments';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/resource/row-actions';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { editPath } from '../../../lib/screen-paths';
import { splitPayeesApi } from '../api/split-payments-api';
import { RemoveSplitDialog } from '../components/remove-split-dialog';
import { SplitListPage } from '../components/split-list-page';
import { splitPayeeColumns } from '../components/split-payee-columns';
import { useMainUser } from '../components/use-main-user';

/** /split-payments/payees: partners' bank accounts, checked with their bank (ADR 0031). */
export function SplitPayeesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'splitPayees');
  const { t } = useTranslation('splitPayments');
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
  return (
    <SplitListPage
      resource={payees}
      addLabel={t('payees.add')}
      columns={columns}
      label={t('payees.table.label')}
      getRowId={(payee) => payee.id}
      emptyState={{ title: t('payees.empty.title'), body: t('payees.empty.body') }}
      exportName={t('payees.table.exportName')}
      exportRows={() => splitPayeesApi.getAll(payees.query)}
    >
      <RemoveSplitDialog
        target={removing && { kind: 'payee', id: removing.id, name: removing.name }}
        onClose={() => setRemoving(null)}
      />
    </SplitListPage>
  );
}

import type { SplitPayee } from '@olivia/contracts/split-payments';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/resource/row-actions';
import { drawerPaths, editPath, SPLIT_PAYEES_PATH } from '../../../lib/screen-paths';
import { splitPayeesApi } from '../api/split-payments-api';
import { RemoveSplitDialog } from './remove-split-dialog';
import { SplitListPage } from './split-list-page';
import { splitPayeeColumns } from './split-payee-columns';
import { useMainUser } from './use-main-user';

/** The payees of /split-payments (?view=payees): partners' bank accounts, checked with their bank (ADR 0031). */
export function SplitPayeesList() {
  const { t, i18n } = useTranslation('splitPayments');
  const mainUser = useMainUser();
  const payees = splitPayeesApi.useList();
  const [removing, setRemoving] = useState<SplitPayee | null>(null);
  const columns = useMemo(
    () =>
      splitPayeeColumns(t, i18n.language, (payee) =>
        mainUser ? (
          <RowActions
            label={t('actions.menu', { name: payee.name })}
            actions={[
              { label: t('actions.edit'), to: `${SPLIT_PAYEES_PATH}/${editPath(payee.id)}` },
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(payee) },
            ]}
          />
        ) : null,
      ),
    [t, i18n.language, mainUser],
  );
  return (
    <SplitListPage
      resource={payees}
      addLabel={t('payees.add')}
      newPath={`${SPLIT_PAYEES_PATH}/${drawerPaths.new}`}
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

import type { SplitGroup } from '@olivia/contracts/split-payments';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { editPath } from '../../../lib/screen-paths';
import { splitGroupsApi } from '../api/split-payments-api';
import { RemoveSplitDialog } from './remove-split-dialog';
import { splitGroupColumns } from './split-group-columns';
import { SplitListPage } from './split-list-page';
import { useMainUser } from './use-main-user';

/**
 * The splits of /split-payments (ADR 0031): the store's splits, who gets what and where each is used; the
 * main user makes and changes them in a drawer.
 */
export function SplitGroupsList() {
  const { t } = useTranslation('splitPayments');
  const mainUser = useMainUser();
  const groups = splitGroupsApi.useList();
  const [removing, setRemoving] = useState<SplitGroup | null>(null);
  const columns = useMemo(
    () =>
      splitGroupColumns(t, (group) =>
        mainUser ? (
          <RowActions
            label={t('actions.menu', { name: group.name })}
            actions={[
              { label: t('actions.edit'), to: editPath(group.id) },
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(group) },
            ]}
          />
        ) : null,
      ),
    [t, mainUser],
  );
  return (
    <SplitListPage
      resource={groups}
      addLabel={t('groups.add')}
      columns={columns}
      label={t('groups.table.label')}
      getRowId={(group) => group.id}
      emptyState={{
        title: t('groups.empty.title'),
        body: t('groups.empty.body'),
        // Payees come first: a split shares payments with them.
        action: mainUser ? (
          <Link to={{ search: '?view=payees' }} className={buttonClassName('primary')}>
            {t('groups.empty.payees')}
          </Link>
        ) : undefined,
      }}
      exportName={t('groups.table.exportName')}
      exportRows={() => splitGroupsApi.getAll(groups.query)}
    >
      <RemoveSplitDialog
        target={removing && { kind: 'group', id: removing.id, name: removing.name }}
        onClose={() => setRemoving(null)}
      />
    </SplitListPage>
  );
}

import type { SplitGroup } from '@olivia/contracts/split-payments';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { splitGroupsApi } from '../api/split-payments-api';
import { SplitGroupFormDrawer } from '../components/split-group-form-drawer';
import { useMainUser } from '../components/use-main-user';

/** /split-payments/new: a split by percentage, the fee borne by the store, one empty payee. */
export function NewSplitGroupRoute() {
  const { t } = useTranslation('splitPayments');
  const create = splitGroupsApi.useCreate();
  const close = useCloseDrawer();
  const mainUser = useMainUser();
  if (!mainUser) return <Navigate to=".." replace />;
  return (
    <SplitGroupFormDrawer
      title={t('groupForm.newTitle')}
      defaultValues={{
        name: '',
        type: 'percentage',
        bearer: 'store',
        members: [{ payeeid: '', share: Number.NaN }],
        storefront: false,
        active: true,
      }}
      submitLabel={t('groupForm.create')}
      onSubmit={async (body) => {
        const group = await create.mutateAsync(body);
        toastSuccess(t('toasts.groupCreated', { name: group.name }));
        close();
      }}
      onClose={close}
    />
  );
}

/** /split-payments/:id/edit. */
export function EditSplitGroupRoute() {
  const { t } = useTranslation('splitPayments');
  const { id = '' } = useParams();
  const group = splitGroupsApi.useOne(id);
  const close = useCloseDrawer();
  const mainUser = useMainUser();
  if (!mainUser) return <Navigate to="../.." replace />;
  if (group.data) return <EditGroupForm group={group.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('groupForm.editTitle')}
      error={group.error}
      isError={group.isError}
      notFoundText={t('groupForm.notFound')}
      loadingText={t('groupForm.loading')}
      onClose={close}
    />
  );
}

function EditGroupForm({ group, onClose }: { group: SplitGroup; onClose: () => void }) {
  const { t } = useTranslation('splitPayments');
  const update = splitGroupsApi.useUpdate();
  const { name, type, bearer, storefront, active } = group;
  return (
    <SplitGroupFormDrawer
      title={t('groupForm.editTitle')}
      defaultValues={{
        name,
        type,
        bearer,
        storefront,
        active,
        members: group.members.map(({ payeeid, share }) => ({ payeeid, share })),
      }}
      submitLabel={t('groupForm.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: group.id, body });
        toastSuccess(t('toasts.groupSaved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

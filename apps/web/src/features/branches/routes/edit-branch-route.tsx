import type { BranchDetail } from '@olivia/contracts/branches';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { branchesApi, useBranchDetail } from '../api/branches-api';
import { BranchFormDrawer } from '../components/branch-form-drawer';

/** /branch/all/:id/edit: the same drawer as New, filled with the branch. */
export function EditBranchRoute() {
  const { t } = useTranslation(['branches', 'routes']);
  const { id = '' } = useParams();
  const branch = useBranchDetail(id);
  const close = useCloseDrawer();
  if (branch.data) return <EditBranchForm branch={branch.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editBranch')}
      error={branch.error}
      isError={branch.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function EditBranchForm({ branch, onClose }: { branch: BranchDetail; onClose: () => void }) {
  const { t } = useTranslation(['branches', 'routes']);
  const update = branchesApi.useUpdate();
  const { name, kind, addressid, phone, hours, managerid, pickup, pickupinstructions, active } =
    branch;
  return (
    <BranchFormDrawer
      title={t('routes:editBranch')}
      description={branch.name}
      defaultValues={{
        name,
        kind,
        addressid,
        phone,
        hours,
        managerid,
        pickup,
        pickupinstructions,
        active,
      }}
      keptManager={managerid ? { value: managerid, label: branch.manager } : undefined}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: branch.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

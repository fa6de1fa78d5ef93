import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { branchesApi } from '../api/branches-api';
import { BranchFormDrawer } from '../components/branch-form-drawer';

/** /branch/all/new: a new branch, active, open on weekdays 09:00–18:00 until changed. */
export function NewBranchRoute() {
  const { t } = useTranslation(['branches', 'routes']);
  const create = branchesApi.useCreate();
  const close = useCloseDrawer();
  return (
    <BranchFormDrawer
      title={t('routes:newBranch')}
      description={t('form.intro')}
      defaultValues={{
        name: '',
        kind: 'shop',
        addressid: null,
        phone: '',
        hours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
        managerid: null,
        pickup: false,
        pickupinstructions: '',
        active: true,
      }}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
    />
  );
}

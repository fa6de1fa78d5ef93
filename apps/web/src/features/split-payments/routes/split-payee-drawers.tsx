import type { SplitPayee } from '@olivia/contracts/split-payments';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { splitPayeesApi } from '../api/split-payments-api';
import { SplitPayeeFormDrawer } from '../components/split-payee-form-drawer';
import { useMainUser } from '../components/use-main-user';

/** /split-payments/payees/new: a new payee, active. */
export function NewSplitPayeeRoute() {
  const { t } = useTranslation('splitPayments');
  const create = splitPayeesApi.useCreate();
  const close = useCloseDrawer();
  const mainUser = useMainUser();
  if (!mainUser) return <Navigate to=".." replace />;
  return (
    <SplitPayeeFormDrawer
      title={t('payeeForm.newTitle')}
      defaultValues={{
        name: '',
        bankcode: '',
        accountnumber: '',
        email: '',
        phone: '',
        active: true,
        schedule: 'instant',
        scheduleday: 0,
      }}
      submitLabel={t('payeeForm.create')}
      onSubmit={async (body) => {
        const payee = await create.mutateAsync(body);
        toastSuccess(t('toasts.payeeCreated', { name: payee.name }));
        close();
      }}
      onClose={close}
    />
  );
}

/** /split-payments/payees/:id/edit. */
export function EditSplitPayeeRoute() {
  const { t } = useTranslation('splitPayments');
  const { id = '' } = useParams();
  const payee = splitPayeesApi.useOne(id);
  const close = useCloseDrawer();
  const mainUser = useMainUser();
  if (!mainUser) return <Navigate to="../.." replace />;
  if (payee.data) return <EditPayeeForm payee={payee.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('payeeForm.editTitle')}
      error={payee.error}
      isError={payee.isError}
      notFoundText={t('payeeForm.notFound')}
      loadingText={t('payeeForm.loading')}
      onClose={close}
    />
  );
}

function EditPayeeForm({ payee, onClose }: { payee: SplitPayee; onClose: () => void }) {
  const { t } = useTranslation('splitPayments');
  const update = splitPayeesApi.useUpdate();
  const { name, bankcode, accountnumber, email, phone, active, schedule, scheduleday } = payee;
  return (
    <SplitPayeeFormDrawer
      title={t('payeeForm.editTitle')}
      defaultValues={{ name, bankcode, accountnumber, email, phone, active, schedule, scheduleday }}
      submitLabel={t('payeeForm.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: payee.id, body });
        toastSuccess(t('toasts.payeeSaved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

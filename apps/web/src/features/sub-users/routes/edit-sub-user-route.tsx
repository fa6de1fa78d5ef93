import { UpdateSubUserRequestSchema, type SubUser } from '@olivia/contracts/sub-users';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isServerError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { subUsersApi } from '../api/sub-users-api';
import { fullName } from '../components/sub-user-columns';
import { BranchSelect, branchIdValue } from '../components/branch-select';
import { SubUserFields } from '../components/sub-user-fields';

/** /sub-users/all/:id/edit: the same drawer as the invite, the e-mail read-only. */
export function EditSubUserRoute() {
  const { t } = useTranslation(['subusers', 'routes']);
  const errorMessage = useErrorMessage();
  const { id = '' } = useParams();
  const subUser = subUsersApi.useOne(id);
  const close = useCloseDrawer();

  if (subUser.data) return <EditSubUserForm subUser={subUser.data} onClose={close} />;
  return (
    <Drawer title={t('routes:editSubUser')} onClose={close}>
      <div className="p-5">
        {subUser.isError ? (
          <Alert>
            {isServerError(subUser.error, 'notFound')
              ? t('form.notFound')
              : errorMessage(subUser.error)}
          </Alert>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner />
            {t('form.loading')}
          </p>
        )}
      </div>
    </Drawer>
  );
}

function EditSubUserForm({ subUser, onClose }: { subUser: SubUser; onClose: () => void }) {
  const { t } = useTranslation(['subusers', 'routes']);
  const update = subUsersApi.useUpdate();
  return (
    <FormDrawer
      title={t('routes:editSubUser')}
      description={fullName(subUser)}
      schema={UpdateSubUserRequestSchema}
      defaultValues={{
        firstname: subUser.firstname,
        lastname: subUser.lastname,
        phone: subUser.phone,
        allowsubusertransfer: subUser.allowsubusertransfer,
        viewbalance: subUser.viewbalance,
        branchid: subUser.branchid,
      }}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: subUser.id, body });
        toastSuccess(t('toasts.saved', { name: fullName(saved) }));
        onClose();
      }}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <SubUserFields
          field={(name) => ({ ...form.register(name), error: errorOf(name) })}
          branch={
            <BranchSelect
              registration={form.register('branchid', { setValueAs: branchIdValue })}
              error={errorOf('branchid')}
              current={subUser.branchid}
            />
          }
          email={
            <TextField
              label={t('form.email')}
              type="email"
              value={subUser.email}
              readOnly
              hint={t('form.emailReadOnly')}
            />
          }
        />
      )}
    </FormDrawer>
  );
}

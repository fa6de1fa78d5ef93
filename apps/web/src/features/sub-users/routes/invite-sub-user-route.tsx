import { messages } from '@olivia/contracts/messages';
import { CreateSubUserRequestSchema } from '@olivia/contracts/sub-users';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { TextField } from '../../../components/ui/text-field';
import { toastSuccess } from '../../../lib/toast';
import { subUsersApi } from '../api/sub-users-api';
import { BranchSelect, branchIdValue } from '../components/branch-select';
import { SubUserFields } from '../components/sub-user-fields';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';

/** An invitation has no password: the sub-user chooses it from the e-mailed link. */
const InviteSubUserSchema = CreateSubUserRequestSchema.omit({ password: true });

/** /sub-users/all/new: the invite drawer over the list. */
export function InviteSubUserRoute() {
  const { t } = useTranslation(['subusers', 'routes']);
  const create = subUsersApi.useCreate();
  const close = useCloseDrawer();

  return (
    <FormDrawer
      title={t('routes:inviteSubUser')}
      description={t('form.inviteIntro')}
      schema={InviteSubUserSchema}
      defaultValues={{
        firstname: '',
        lastname: '',
        email: '',
        phone: '',
        allowsubusertransfer: false,
        viewbalance: false,
        branchid: null,
      }}
      submitLabel={t('form.send')}
      submittingLabel={t('form.sending')}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toastSuccess(t('toasts.invited', { email: values.email }));
        close();
      }}
      onClose={close}
      serverErrorField={(error) => (error.message === messages.emailTaken ? 'email' : undefined)}
    >
      {({ form, errorOf }) => (
        <SubUserFields
          field={(name) => ({ ...form.register(name), error: errorOf(name) })}
          branch={
            <BranchSelect
              registration={form.register('branchid', { setValueAs: branchIdValue })}
              error={errorOf('branchid')}
            />
          }
          email={
            <TextField
              label={t('form.email')}
              type="email"
              autoComplete="off"
              {...form.register('email')}
              error={errorOf('email')}
            />
          }
        />
      )}
    </FormDrawer>
  );
}

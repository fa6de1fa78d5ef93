import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangePasswordFormSchema,
  type ChangePasswordForm as Values,
} from '@olivia/contracts/auth';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/messages';
import { useChangePassword } from '../api/account-api';

interface ChangePasswordFormProps {
  onChanged: () => void;
}

/** docs/product/rules.md: how a failed change is explained. */
function describeFailure(error: unknown): { field?: 'oldpassword'; message: string } {
  if (error instanceof ApiError && error.isNetworkError)
    return { message: messages.noServerResponse };
  const text = error instanceof ApiError ? error.message.toLowerCase() : '';
  if (text.includes(serverErrors.wrongPassword.toLowerCase())) {
    return { field: 'oldpassword', message: messages.incorrectPassword };
  }
  return { message: messages.passwordRecoveryFailed };
}

export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const translate = useTranslateMessage();
  const change = useChangePassword();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { oldpassword: '', newpassword: '', confirmpassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newpassword' });

  /** Typing in a field clears its error and the general error (docs/product/rules.md). */
  const field = (name: keyof Values) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setGeneralError(null);
      },
    });

  const onSubmit = handleSubmit(({ oldpassword, newpassword }) => {
    setGeneralError(null);
    change.mutate(
      { oldpassword, newpassword },
      {
        onSuccess: (response) => {
          if (response.status === 200) onChanged();
          else setGeneralError(messages.passwordRecoveryFailed);
        },
        onError: (error) => {
          const failure = describeFailure(error);
          if (failure.field) setError(failure.field, { type: 'server', message: failure.message });
          else setGeneralError(failure.message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {generalError && <Alert>{translate(generalError)}</Alert>}
      <TextField
        label={t('changePassword.oldPassword')}
        type="password"
        autoComplete="current-password"
        revealable
        error={translate(formState.errors.oldpassword?.message)}
        {...field('oldpassword')}
      />
      <TextField
        label={t('changePassword.newPassword')}
        type="password"
        autoComplete="new-password"
        revealable
        error={translate(formState.errors.newpassword?.message)}
        {...field('newpassword')}
      />
      <TextField
        label={t('changePassword.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        revealable
        error={translate(formState.errors.confirmpassword?.message)}
        {...field('confirmpassword')}
      />
      <PasswordChecklist value={newPassword} />
      <Button
        type="submit"
        loading={change.isPending}
        loadingText={t('changePassword.submitting')}
        className="w-full"
      >
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}

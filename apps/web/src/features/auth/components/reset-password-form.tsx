import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordFormSchema } from '@olivia/contracts/auth';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useTranslateMessage } from '../../../lib/messages';
import { useResetPassword } from '../api/auth-api';

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
  /** Errors that are not about a field (expired link, no connection). */
  onFailed: (error: unknown) => void;
}

export function ResetPasswordForm({ token, onReset, onFailed }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, control, formState } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ password: newPassword }) =>
    reset.mutate(
      { token, password: newPassword },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, ['password'])) onFailed(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        revealable
        error={translate(formState.errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        revealable
        error={translate(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <PasswordChecklist value={password} />
      <Button type="submit" loading={reset.isPending} className="w-full">
        {t('reset.submit')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { RecoverPasswordRequestSchema } from '@olivia/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useRecoverPassword } from '../api/auth-api';

interface RecoverPasswordFormProps {
  onSent: () => void;
}

export function RecoverPasswordForm({ onSent }: RecoverPasswordFormProps) {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const recover = useRecoverPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RecoverPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => recover.mutate(values, { onSuccess: onSent }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {recover.isError && <Alert>{errorMessage(recover.error)}</Alert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" loading={recover.isPending} className="w-full">
        {t('recover.submit')}
      </Button>
    </form>
  );
}

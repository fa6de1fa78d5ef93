import { zodResolver } from '@hookform/resolvers/zod';
import { SignInRequestSchema } from '@olivia/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';

interface SignInFormProps {
  onSignedIn: () => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SignInRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {signIn.isError && <Alert>{errorMessage(signIn.error)}</Alert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        error={translate(errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        revealable
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link
          to={paths.recoverPassword}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" loading={signIn.isPending} className="w-full">
        {t('signIn.submit')}
      </Button>
    </form>
  );
}

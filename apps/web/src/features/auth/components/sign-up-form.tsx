import { zodResolver } from '@hookform/resolvers/zod';
import {
  SignUpFormSchema,
  SignUpRequestSchema,
  type SignUpForm as SignUpValues,
} from '@olivia/contracts/auth';
import { CURRENCIES } from '@olivia/contracts/currencies';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useSignUp } from '../api/auth-api';

const SERVER_FIELDS = [
  'businessname',
  'firstname',
  'lastname',
  'email',
  'phone',
  'password',
  'currency',
  'referralcode',
] as const;

/** Whether a failed sign-up is explained under the fields rather than above the form. */
function isAboutFields(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields: readonly string[] = SERVER_FIELDS;
  return (
    error.status === 409 || Object.keys(error.details ?? {}).some((key) => fields.includes(key))
  );
}

interface SignUpFormProps {
  referralCode?: string | undefined;
  onSignedUp: () => void;
}

export function SignUpForm({ referralCode, onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const signUp = useSignUp();
  const { register, handleSubmit, setError, control, formState } = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: {
      businessname: '',
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      currency: 'NGN',
      referralcode: referralCode ?? '',
    },
  });
  const errors = formState.errors;
  const password = useWatch({ control, name: 'password' });
  const fieldError = (name: keyof SignUpValues) => translate(errors[name]?.message);

  const onSubmit = handleSubmit((values) => {
    // The confirmation never leaves the browser: the request schema strips it.
    signUp.mutate(SignUpRequestSchema.parse(values), {
      onSuccess: onSignedUp,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setError('email', { type: 'server', message: error.message });
        } else {
          applyServerFieldErrors(error, setError, SERVER_FIELDS);
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      {signUp.isError && !isAboutFields(signUp.error) && (
        <div className="sm:col-span-2">
          <Alert>{errorMessage(signUp.error)}</Alert>
        </div>
      )}
      <TextField
        label={t('fields.businessName')}
        autoComplete="organization"
        className="sm:col-span-2"
        error={fieldError('businessname')}
        {...register('businessname')}
      />
      <TextField
        label={t('fields.firstName')}
        autoComplete="given-name"
        error={fieldError('firstname')}
        {...register('firstname')}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="family-name"
        error={fieldError('lastname')}
        {...register('lastname')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
        {...register('email')}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        error={fieldError('phone')}
        {...register('phone')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        revealable
        error={fieldError('password')}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        revealable
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
      <div className="sm:col-span-2">
        <PasswordChecklist value={password} />
      </div>
      <SelectField
        label={t('fields.currency')}
        options={CURRENCIES.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
        error={fieldError('currency')}
        {...register('currency')}
      />
      <TextField
        label={t('fields.referralCode')}
        hint={referralCode ? t('signUp.referralHint') : t('signUp.optional')}
        error={fieldError('referralcode')}
        {...register('referralcode')}
      />
      <Button type="submit" loading={signUp.isPending} className="w-full sm:col-span-2">
        {t('signUp.submit')}
      </Button>
    </form>
  );
}

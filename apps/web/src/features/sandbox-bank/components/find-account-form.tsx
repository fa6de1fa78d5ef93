import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

const ACCOUNT_NUMBER = /^\d{10}$/;

interface FindAccountFormProps {
  onFind: (accountNumber: string) => void;
  busy: boolean;
}

/** The 10-digit account number a top-up showed. */
export function FindAccountForm({ onFind, busy }: FindAccountFormProps) {
  const { t } = useTranslation('sandbox');
  const { register, handleSubmit, formState } = useForm({ defaultValues: { accountnumber: '' } });
  const onSubmit = handleSubmit(({ accountnumber }) => onFind(accountnumber.trim()));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={t('find.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        hint={t('find.hint')}
        error={formState.errors.accountnumber ? t('find.invalid') : undefined}
        className="flex-1"
        {...register('accountnumber', {
          setValueAs: (value: string) => value.trim(),
          validate: (value) => ACCOUNT_NUMBER.test(value),
        })}
      />
      <Button type="submit" loading={busy} loadingText={t('find.submitting')} className="sm:mt-7">
        {t('find.submit')}
      </Button>
    </form>
  );
}

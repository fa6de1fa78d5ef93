import { normaliseAmountInput } from '@olivia/contracts/top-up';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { SandboxAccount } from '@olivia/contracts/sandbox-bank';

interface PayFormProps {
  account: SandboxAccount;
  onPay: (amount: number) => void;
  busy: boolean;
}

/** What is still due: the amount due less what was paid, or the whole amount due. */
function stillDue(account: SandboxAccount): number {
  const left = Math.round((account.amountdue - account.amountpaid) * 100) / 100;
  return left > 0 ? left : account.amountdue;
}

export function PayForm({ account, onPay, busy }: PayFormProps) {
  const { t } = useTranslation('sandbox');
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { amount: String(stillDue(account)) },
  });
  const onSubmit = handleSubmit(({ amount }) => onPay(Number(normaliseAmountInput(amount))));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={t('pay.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={formState.errors.amount ? t('pay.invalid') : undefined}
        className="flex-1"
        {...register('amount', { validate: (value) => Number(normaliseAmountInput(value)) > 0 })}
      />
      <Button type="submit" loading={busy} loadingText={t('pay.submitting')} className="sm:mt-7">
        {t('pay.submit')}
      </Button>
    </form>
  );
}

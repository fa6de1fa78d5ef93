import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@olivia/contracts/messages';
import { topUpMinimum, type TopUpDetails } from '@olivia/contracts/top-up';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ListboxSelect } from '../../../../components/ui/listbox-select';
import { TextField } from '../../../../components/ui/text-field';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { formatMoney } from '@olivia/contracts/format-money';
import { serverTextOr, useErrorMessage, useTranslateMessage } from '../../../../lib/messages';
import { amountInputHandlers } from '../../../../lib/amount-input';
import { useCreateTopUp, useTopUpBanks } from '../../api/wallet-api';
import {
  leastTopUpText,
  toTopUpRequest,
  topUpFormSchema,
  type TopUpFormValues,
} from './top-up-form-schema';

interface TopUpFormStepProps {
  /** The store's currency (docs/product/rules.md: its minimum and how it is formatted). */
  currency: string;
  /** Called with the payment details the server answered. */
  onDetails: (details: TopUpDetails) => void;
}

/** Step 1 of the top-up: channel (bank) and amount, then Proceed asks for payment details. */
export function TopUpFormStep({ currency, onDetails }: TopUpFormStepProps) {
  const { t } = useTranslation('topup');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const banks = useTopUpBanks();
  const create = useCreateTopUp();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => topUpFormSchema(currency), [currency]);
  const { control, register, handleSubmit, setError, setValue, formState } =
    useForm<TopUpFormValues>({
      resolver: zodResolver(schema),
      defaultValues: { bank: '', amount: '' },
    });
  const minimum = formatMoney(topUpMinimum(currency), currency);

  /** The non-NGN minimum has no catalogue key of its own: it is worded here, translated. */
  const amountError = (message: string | undefined) =>
    message === leastTopUpText(currency) && currency !== 'NGN'
      ? t('form.leastAmount', { amount: minimum })
      : translate(message);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    const request = toTopUpRequest(values);
    setValue('amount', String(request.amount));
    create.mutate(request, {
      onSuccess: onDetails,
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, ['bank', 'amount'])) {
          setFailure(serverTextOr(error, messages.failedToFetchPaymentDetails));
        }
      },
    });
  });

  const options = (banks.data?.banks ?? []).map((bank) => ({ value: bank.code, label: bank.name }));
  const amountField = register(
    'amount',
    amountInputHandlers((value) => setValue('amount', value)),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('form.intro')}</p>
      {failure && <Alert>{translate(failure)}</Alert>}
      {banks.isError && <Alert>{errorMessage(banks.error)}</Alert>}
      <Controller
        control={control}
        name="bank"
        render={({ field, fieldState }) => (
          <ListboxSelect
            label={t('form.channel')}
            value={field.value || null}
            onChange={field.onChange}
            options={options}
            placeholder={banks.isPending ? t('form.loadingChannels') : t('form.channelPlaceholder')}
            error={translate(fieldState.error?.message) || undefined}
            name={field.name}
          />
        )}
      />
      <TextField
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('form.minimum', { amount: minimum })}
        error={amountError(formState.errors.amount?.message) || undefined}
        {...amountField}
      />
      <Button
        type="submit"
        loading={create.isPending}
        loadingText={t('form.proceeding')}
        className="w-full"
      >
        {t('form.proceed')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@olivia/contracts/messages';
import {
  canConfirmTransfer,
  TransferFormSchema,
  type TransferForm,
  type TransferValidation,
} from '@olivia/contracts/transfer';
import { normaliseAmountInput } from '@olivia/contracts/top-up';
import { BookUser } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ListboxSelect } from '../../../components/ui/listbox-select';
import { TextField } from '../../../components/ui/text-field';
import { amountInputHandlers } from '../../../lib/amount-input';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useTranslateMessage } from '../../../lib/messages';
import { useTransferBanks, useValidateTransfer } from '../api/transfers-api';
import { BeneficiariesDialog } from './beneficiaries-dialog';
import { useFailureText } from './transfer-failure';

interface TransferDetailsStepProps {
  /** What was typed before (coming back with the back arrow). */
  form: TransferForm;
  onValidated: (form: TransferForm, validation: TransferValidation) => void;
}

const EMPTY: TransferForm = { bankcode: '', accountnumber: '', amount: '', narration: '' };
export const emptyTransferForm = EMPTY;

/**
 * Step 0 (docs/product (screens.md, rules.md) Transfer details): bank, account number, amount and
 * narration, or a saved beneficiary; Confirm (enabled once the product's minimum is there) asks the
 * server for the account's name and the fee.
 */
export function TransferDetailsStep({ form: initial, onValidated }: TransferDetailsStepProps) {
  const { t } = useTranslation('transfer');
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const banks = useTransferBanks();
  const validate = useValidateTransfer();
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const { control, register, handleSubmit, setError, setValue, formState, clearErrors } = useForm<
    TransferForm,
    unknown,
    z.output<typeof TransferFormSchema>
  >({
    resolver: zodResolver(TransferFormSchema),
    defaultValues: initial,
  });
  const values = useWatch({ control });
  const clear = () => setFailure(null);

  const onSubmit = handleSubmit((typed) => {
    clear();
    const form: TransferForm = { ...typed, amount: normaliseAmountInput(String(typed.amount)) };
    setValue('amount', form.amount);
    validate.mutate(
      { accountnumber: form.accountnumber, amount: Number(form.amount), bankcode: form.bankcode },
      {
        onSuccess: (validation) => onValidated(form, validation),
        onError: (error) => {
          const fields = ['accountnumber', 'amount', 'bankcode'] as const;
          if (!applyServerFieldErrors(error, setError, [...fields])) {
            setFailure(failureText(error, messages.unableToConfirmAccount));
          }
        },
      },
    );
  });

  const options = (banks.data?.banks ?? []).map((bank) => ({ value: bank.code, label: bank.name }));
  const onlyDigits = (name: 'accountnumber') =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        setValue(name, event.target.value.replace(/\D/g, '').slice(0, 10));
        clear();
      },
    });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure && <Alert>{failure}</Alert>}
      {banks.isError && <Alert>{failureText(banks.error, messages.unableToConfirmAccount)}</Alert>}
      <div className="flex justify-end">
        <Button variant="ghost" onClick={() => setPicking(true)}>
          <BookUser aria-hidden="true" className="size-4" />
          {t('details.beneficiaries')}
        </Button>
      </div>
      <Controller
        control={control}
        name="bankcode"
        render={({ field, fieldState }) => (
          <ListboxSelect
            label={t('details.bank')}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value);
              clear();
            }}
            options={options}
            placeholder={banks.isPending ? t('details.loadingBanks') : t('details.bankPlaceholder')}
            error={translate(fieldState.error?.message) || undefined}
            name={field.name}
          />
        )}
      />
      <TextField
        label={t('details.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={translate(formState.errors.accountnumber?.message) || undefined}
        {...onlyDigits('accountnumber')}
      />
      <TextField
        label={t('details.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('details.minimum')}
        error={translate(formState.errors.amount?.message) || undefined}
        {...register(
          'amount',
          amountInputHandlers((value) => setValue('amount', value), clear),
        )}
      />
      <TextField
        label={t('details.narration')}
        autoComplete="off"
        maxLength={100}
        error={translate(formState.errors.narration?.message) || undefined}
        {...register('narration', { onChange: clear })}
      />
      <Button
        type="submit"
        className="w-full"
        disabled={!canConfirmTransfer(values)}
        loading={validate.isPending}
        loadingText={t('details.confirming')}
      >
        {t('details.confirm')}
      </Button>
      {picking && (
        <BeneficiariesDialog
          onClose={() => setPicking(false)}
          onPick={(beneficiary) => {
            setValue('bankcode', beneficiary.bankcode);
            setValue('accountnumber', beneficiary.accountnumber);
            clearErrors(['bankcode', 'accountnumber']);
            setPicking(false);
          }}
        />
      )}
    </form>
  );
}

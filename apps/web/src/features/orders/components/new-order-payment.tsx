import {
  MANUAL_ORDER_PAYMENTS,
  type ManualOrderRequestSchema,
} from '@olivia/contracts/manual-orders';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { useOrderBanks } from '../api/new-order-api';

/**
 * How the order is paid: cash in hand (paid at once), a bank transfer into a temporary account
 * at the bank chosen, or a card page whose link the customer gets by e-mail.
 */
export function NewOrderPayment({
  form,
  errorOf,
}: FormDrawerFields<typeof ManualOrderRequestSchema>) {
  const { t } = useTranslation('orders');
  const payment = form.watch('payment');
  const banks = useOrderBanks(payment === 'transfer');
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('create.payment')}
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
        {MANUAL_ORDER_PAYMENTS.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input type="radio" value={option} {...form.register('payment')} />
            {t(`create.paymentChoice.${option}`)}
          </label>
        ))}
      </div>
      <p className="text-xs text-gray-500">{t(`create.paymentHint.${payment}`)}</p>
      {payment === 'transfer' && (
        <SelectField
          label={t('create.bank')}
          options={[
            {
              value: '',
              label: banks.isPending ? t('create.loadingBanks') : t('create.chooseBank'),
            },
            ...(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name })),
          ]}
          {...form.register('bank')}
          error={errorOf('bank') ?? (banks.isError ? t('create.banksFailed') : undefined)}
        />
      )}
    </fieldset>
  );
}

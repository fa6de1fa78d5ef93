import { SplitPayeeRequestSchema, type SplitPayeeRequest } from '@olivia/contracts/split-payments';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { usePayoutBanks } from '../api/split-payments-api';
import { SplitScheduleFields } from './split-schedule-fields';

interface SplitPayeeFormDrawerProps {
  title: string;
  defaultValues: DefaultValues<SplitPayeeRequest>;
  submitLabel: string;
  onSubmit: (values: z.output<typeof SplitPayeeRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/** A payee's drawer: the account is checked with the bank on save (its name is the bank's). */
export function SplitPayeeFormDrawer(props: SplitPayeeFormDrawerProps) {
  const { t } = useTranslation('splitPayments');
  const bankList = usePayoutBanks().data ?? [];
  return (
    <FormDrawer {...props} description={t('payeeForm.intro')} schema={SplitPayeeRequestSchema}>
      {({ form, errorOf }) => (
        <>
          <TextField
            label={t('payeeForm.name')}
            maxLength={80}
            {...form.register('name')}
            error={errorOf('name')}
          />
          <SelectField
            // Mounted again once the banks arrive, so an edited payee's bank is shown chosen.
            key={bankList.length}
            label={t('payeeForm.bank')}
            options={[
              { value: '', label: t('payeeForm.chooseBank') },
              ...bankList.map((bank) => ({ value: bank.code, label: bank.name })),
            ]}
            {...form.register('bankcode')}
            error={errorOf('bankcode')}
          />
          <TextField
            label={t('payeeForm.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...form.register('accountnumber')}
            error={errorOf('accountnumber')}
          />
          <TextField
            label={t('payeeForm.email')}
            type="email"
            maxLength={254}
            {...form.register('email')}
            error={errorOf('email')}
          />
          <TextField
            label={t('payeeForm.phone')}
            type="tel"
            maxLength={20}
            {...form.register('phone')}
            error={errorOf('phone')}
          />
          <SplitScheduleFields form={form} errorOf={errorOf} />
          <CheckboxField label={t('payeeForm.activeField')} {...form.register('active')} />
        </>
      )}
    </FormDrawer>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { TransferForm, TransferValidation } from '@olivia/contracts/transfer';
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';

interface TransferConfirmStepProps {
  form: TransferForm;
  validation: TransferValidation;
  onContinue: (addToBeneficiaries: boolean) => void;
  onBack: () => void;
}

/**
 * Step 1 (docs/product/screens.md): what will leave the wallet: amount + fee = total, to whom, and
 * why.
 */
export function TransferConfirmStep({
  form,
  validation,
  onContinue,
  onBack,
}: TransferConfirmStepProps) {
  const { t } = useTranslation('transfer');
  const [add, setAdd] = useState(false);
  const money = (amount: number) => formatMoney(amount, 'NGN');
  const rows: [string, string][] = [
    [t('confirm.accountName'), validation.beneficiary],
    [t('confirm.bank'), validation.bankname],
    [t('confirm.accountNumber'), validation.accountnumber],
    [t('confirm.amount'), money(validation.amount)],
    [t('confirm.fee'), money(validation.fee)],
    [t('confirm.total'), money(validation.amount + validation.fee)],
    [t('confirm.narration'), form.narration],
  ];

  return (
    <div className="space-y-4">
      <dl
        aria-label={t('confirm.summary')}
        className="divide-y divide-gray-100 text-sm dark:divide-gray-800"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="min-w-0 text-end font-semibold wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <CheckboxField
        label={t('confirm.addToBeneficiaries')}
        checked={add}
        onChange={(event) => setAdd(event.target.checked)}
      />
      <div className="flex gap-3">
        <Button variant="outline" onClick={onBack} className="flex-1">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('confirm.back')}
        </Button>
        <Button onClick={() => onContinue(add)} className="flex-1">
          {t('confirm.continue')}
        </Button>
      </div>
    </div>
  );
}

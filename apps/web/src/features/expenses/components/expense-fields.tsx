import {
  EXPENSE_METHODS,
  EXPENSE_PRESET_CATEGORIES,
  type ExpenseRequestSchema,
} from '@olivia/contracts/expenses';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { ImageUpload } from '../../../components/ui/image-upload';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useBranchChoices } from '../../../lib/branch-choices';
import { useExpenseCategories } from '../api/expenses-api';

/** A number field's text as a number; '' stays NaN so the contract's message says what is wrong. */
const numberValue = (text: unknown) =>
  text === '' || text === null || text === undefined ? Number.NaN : Number(text);

interface ExpenseFieldsProps extends FormDrawerFields<typeof ExpenseRequestSchema> {
  onUploadStart: (settled: Promise<boolean>) => void;
  /** The branch it names now, kept as a choice even when closed since. */
  currentBranch?: { value: string; label: string } | undefined;
}

/** Date, amount, payee, category, method, branch, note and a receipt photo. */
export function ExpenseFields({ form, errorOf, onUploadStart, currentBranch }: ExpenseFieldsProps) {
  const { t } = useTranslation('expenses');
  const own = useExpenseCategories().data ?? [];
  const active = useBranchChoices('active').data ?? [];
  const branches =
    currentBranch && !active.some((branch) => branch.value === currentBranch.value)
      ? [...active, currentBranch]
      : active;
  const receipt = form.watch('receipturl') ?? '';
  const setReceipt = (url: string) => form.setValue('receipturl', url, { shouldDirty: true });
  const branchId = form.watch('branchid');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('form.date')}
          {...form.register('date')}
          error={errorOf('date')}
        />
        <TextField
          label={t('form.amount')}
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          {...form.register('amount', { setValueAs: numberValue })}
          error={errorOf('amount')}
        />
      </div>
      <TextField
        label={t('form.payee')}
        hint={t('form.payeeHint')}
        autoComplete="off"
        maxLength={120}
        {...form.register('payee')}
        error={errorOf('payee')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.category')}
          options={[
            ...EXPENSE_PRESET_CATEGORIES.map((key) => ({
              value: key,
              label: t(`categories.${key}`),
            })),
            ...own.map((category) => ({ value: category.id, label: category.name })),
          ]}
          {...form.register('category')}
          error={errorOf('category')}
        />
        <SelectField
          label={t('form.method')}
          options={EXPENSE_METHODS.map((method) => ({
            value: method,
            label: t(`methods.${method}`),
          }))}
          {...form.register('method')}
          error={errorOf('method')}
        />
      </div>
      {(branches.length > 0 || branchId) && (
        <SelectField
          label={t('form.branch')}
          options={[{ value: '', label: t('form.noBranch') }, ...branches]}
          {...form.register('branchid', { setValueAs: (value: string) => value || null })}
          error={errorOf('branchid')}
        />
      )}
      <TextareaField
        label={t('form.note')}
        maxLength={500}
        {...form.register('note')}
        error={errorOf('note')}
      />
      <div className="space-y-2">
        {receipt && (
          <div className="flex flex-wrap items-center gap-3">
            <a
              href={receipt}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-primary hover:underline"
            >
              {t('form.viewReceipt')}
            </a>
            <Button variant="outline" onClick={() => setReceipt('')}>
              {t('form.removeReceipt')}
            </Button>
          </div>
        )}
        <ImageUpload
          id="expense-receipt"
          purpose="expense-receipt"
          label={receipt ? t('form.replaceReceipt') : t('form.receipt')}
          uploadOnChoose
          onUploadStart={onUploadStart}
          onUploaded={setReceipt}
          error={errorOf('receipturl')}
        />
        <p className="text-sm text-gray-500 dark:text-gray-400">{t('form.receiptHint')}</p>
      </div>
    </>
  );
}

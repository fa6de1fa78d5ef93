import type { PromotionRequestSchema } from '@olivia/contracts/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { FieldError } from '../../../components/ui/field-parts';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useDiscountChoices } from '../api/promotions-api';
import { DateRangeFields } from './date-range-fields';
import { amountOrNull } from './form-values';

/** A promotion's form: name, description, budget, dates, and the discounts it groups. */
export function PromotionFields({
  form,
  errorOf,
}: FormDrawerFields<typeof PromotionRequestSchema>) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const discounts = useDiscountChoices();
  const chosen = form.watch('discountids') ?? [];
  const toggle = (discountId: string) =>
    form.setValue(
      'discountids',
      chosen.includes(discountId)
        ? chosen.filter((each) => each !== discountId)
        : [...chosen, discountId],
      { shouldDirty: true },
    );
  const discountsError = errorOf('discountids');
  return (
    <>
      <TextField
        label={t('form.name')}
        autoComplete="off"
        maxLength={80}
        data-autofocus
        {...form.register('name')}
        error={errorOf('name')}
      />
      <TextareaField
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        maxLength={500}
        {...form.register('description')}
        error={errorOf('description')}
      />
      <TextField
        label={t('form.budget')}
        hint={t('form.budgetHint')}
        inputMode="decimal"
        autoComplete="off"
        {...form.register('budget', { setValueAs: amountOrNull })}
        error={errorOf('budget')}
      />
      <DateRangeFields
        labels={{
          starts: t('form.startsAt'),
          ends: t('form.endsAt'),
          endsHint: t('form.endsAtHint'),
        }}
        starts={form.getValues('startsat')}
        ends={form.getValues('endsat')}
        onStarts={(iso) => form.setValue('startsat', iso, { shouldDirty: true })}
        onEnds={(iso) => form.setValue('endsat', iso, { shouldDirty: true })}
        errors={{ starts: errorOf('startsat'), ends: errorOf('endsat') }}
      />
      <fieldset
        className="space-y-2"
        aria-describedby={discountsError ? `${id}-error` : undefined}
        aria-invalid={discountsError ? true : undefined}
      >
        <legend className="mb-1.5 text-sm font-semibold text-dark dark:text-gray-200">
          {t('form.discounts')}
        </legend>
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('form.discountsHint')}</p>
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2 dark:border-gray-700">
          {discounts.data?.length === 0 && (
            <li className="text-sm text-gray-500 dark:text-gray-400">{t('form.noDiscounts')}</li>
          )}
          {discounts.data?.map((discount) => (
            <li key={discount.id}>
              <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={chosen.includes(discount.id)}
                  onChange={() => toggle(discount.id)}
                />
                <span className="min-w-0 break-words">{discount.name}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError fieldId={id} error={discountsError} />
      </fieldset>
    </>
  );
}

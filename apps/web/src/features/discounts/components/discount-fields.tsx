import {
  DISCOUNT_KINDS,
  DISCOUNT_METHODS,
  DISCOUNT_TARGETS,
  type DiscountRequestSchema,
} from '@olivia/contracts/discounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { BelowCostWarning } from './below-cost-warning';
import { fromLocalInput, numberOrZero, toLocalInput } from './discount-form-values';
import { TargetPicker } from './target-picker';

const numberField = { inputMode: 'decimal' as const, autoComplete: 'off' };
const countField = { inputMode: 'numeric' as const, autoComplete: 'off' };

/**
 * A discount's form: its name and what it gives (kind, value, buy/get), what it applies to (the
 * order, or products, categories or brands chosen from the store's), its minimums, how it is
 * applied, when it runs, whether it adds up with others, and its switch.
 */
export function DiscountFields({ form, errorOf }: FormDrawerFields<typeof DiscountRequestSchema>) {
  const { t } = useTranslation('discounts');
  const kind = form.watch('kind');
  const appliesto = form.watch('appliesto') ?? 'order';
  const targetids = form.watch('targetids') ?? [];
  const [starts, setStarts] = useState(() => toLocalInput(form.getValues('startsat')));
  const [ends, setEnds] = useState(() => toLocalInput(form.getValues('endsat')));
  const percent = kind === 'percentage' || kind === 'bxgy';

  return (
    <>
      <TextField
        label={t('form.name')}
        hint={t('form.nameHint')}
        autoComplete="off"
        maxLength={80}
        data-autofocus
        {...form.register('name')}
        error={errorOf('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.kind')}
          options={DISCOUNT_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
          {...form.register('kind', {
            onChange: (event: { target: { value: string } }) => {
              const next = event.target.value;
              if (next === 'free_delivery') form.setValue('value', 0);
              if (next === 'bxgy') {
                form.setValue('value', 100);
                if (!form.getValues('buyquantity')) form.setValue('buyquantity', 2);
                if (!form.getValues('getquantity')) form.setValue('getquantity', 1);
              }
            },
          })}
          error={errorOf('kind')}
        />
        {kind !== 'free_delivery' && (
          <TextField
            label={percent ? t('form.percent') : t('form.amount')}
            hint={kind === 'bxgy' ? t('form.bxgyValueHint') : undefined}
            {...numberField}
            {...form.register('value', { setValueAs: numberOrZero })}
            error={errorOf('value')}
          />
        )}
      </div>
      {kind === 'bxgy' && (
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('form.buy')}
            {...countField}
            {...form.register('buyquantity', { setValueAs: numberOrZero })}
            error={errorOf('buyquantity')}
          />
          <TextField
            label={t('form.get')}
            {...countField}
            {...form.register('getquantity', { setValueAs: numberOrZero })}
            error={errorOf('getquantity')}
          />
        </div>
      )}
      <SelectField
        label={t('form.appliesTo')}
        options={DISCOUNT_TARGETS.map((value) => ({ value, label: t(`appliesTo.${value}`) }))}
        {...form.register('appliesto', {
          onChange: () => form.setValue('targetids', []),
        })}
        error={errorOf('appliesto')}
      />
      {appliesto !== 'order' && (
        <TargetPicker
          key={appliesto}
          kind={appliesto}
          value={targetids}
          onChange={(ids) => form.setValue('targetids', ids, { shouldDirty: true })}
          error={errorOf('targetids')}
        />
      )}
      <BelowCostWarning draft={{ kind, value: form.watch('value'), appliesto, targetids }} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.minSubtotal')}
          hint={t('form.minHint')}
          {...numberField}
          {...form.register('minsubtotal', { setValueAs: numberOrZero })}
          error={errorOf('minsubtotal')}
        />
        <TextField
          label={t('form.minQuantity')}
          hint={t('form.minHint')}
          {...countField}
          {...form.register('minquantity', { setValueAs: numberOrZero })}
          error={errorOf('minquantity')}
        />
      </div>
      <SelectField
        label={t('form.method')}
        options={DISCOUNT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
        {...form.register('method')}
        error={errorOf('method')}
      />
      <p className="-mt-2 text-xs text-gray-500 dark:text-gray-400">
        {t(`form.methodHint.${form.watch('method') ?? 'automatic'}`)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.startsAt')}
          type="datetime-local"
          value={starts}
          onChange={(event) => {
            setStarts(event.target.value);
            form.setValue('startsat', fromLocalInput(event.target.value) ?? undefined, {
              shouldDirty: true,
            });
          }}
          error={errorOf('startsat')}
        />
        <TextField
          label={t('form.endsAt')}
          hint={t('form.endsAtHint')}
          type="datetime-local"
          value={ends}
          onChange={(event) => {
            setEnds(event.target.value);
            form.setValue('endsat', fromLocalInput(event.target.value), { shouldDirty: true });
          }}
          error={errorOf('endsat')}
        />
      </div>
      <CheckboxField
        label={t('form.combinable')}
        hint={t('form.combinableHint')}
        {...form.register('combinable')}
        error={errorOf('combinable')}
      />
      <CheckboxField
        label={t('form.active')}
        hint={t('form.activeHint')}
        {...form.register('active')}
        error={errorOf('active')}
      />
    </>
  );
}

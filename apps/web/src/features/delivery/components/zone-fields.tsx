import { ZONE_SLOTS_MAX, type DeliveryZoneRequestSchema } from '@olivia/contracts/delivery-zones';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { numberOrNull, numberOrZero, regionList, WEEK_ORDER } from './zone-form-values';

type Fields = FormDrawerFields<typeof DeliveryZoneRequestSchema>;
const amount = { inputMode: 'decimal' as const, autoComplete: 'off' };

/** Name, regions, fee, free-above, minimum, days, windows, priority and active: a whole zone. */
export function ZoneFields({ form, errorOf }: Fields) {
  const { t } = useTranslation('delivery');
  const country = form.watch('country');
  const days = form.watch('days') ?? [];
  const regionCount = (form.watch('regions') ?? []).length;
  const regionError =
    errorOf('regions') ??
    Array.from({ length: Math.max(regionCount, 1) }, (_, i) => errorOf(`regions.${i}`)).find(
      Boolean,
    );
  const toggleDay = (day: number, on: boolean) => {
    const next = on ? [...days, day] : days.filter((d) => d !== day);
    form.setValue('days', next, { shouldDirty: true });
  };
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
        label={t(country === 'GB' ? 'form.regionsGb' : 'form.regionsNg')}
        hint={t(country === 'GB' ? 'form.regionsGbHint' : 'form.regionsNgHint')}
        rows={3}
        {...form.register('regions', { setValueAs: regionList })}
        error={regionError}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('form.fee')}
          {...amount}
          {...form.register('fee', { setValueAs: numberOrZero })}
          error={errorOf('fee')}
        />
        <TextField
          label={t('form.freeAbove')}
          hint={t('form.freeAboveHint')}
          {...amount}
          {...form.register('freeabove', { setValueAs: numberOrNull })}
          error={errorOf('freeabove')}
        />
        <TextField
          label={t('form.minOrder')}
          {...amount}
          {...form.register('minorder', { setValueAs: numberOrZero })}
          error={errorOf('minorder')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-dark dark:text-gray-200">
          {t('form.days')}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEK_ORDER.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={days.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              {t(`days.${day}`)}
            </label>
          ))}
        </div>
        {errorOf('days') && <p className="text-sm text-danger">{errorOf('days')}</p>}
      </fieldset>
      <SlotsEditor form={form} errorOf={errorOf} />
      <TextField
        label={t('form.priority')}
        hint={t('form.priorityHint')}
        inputMode="numeric"
        {...form.register('priority', { setValueAs: numberOrZero })}
        error={errorOf('priority')}
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

/** The delivery windows: a row per window (from, to); none means no time is asked. */
function SlotsEditor({ form, errorOf }: Fields) {
  const { t } = useTranslation('delivery');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'slots' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.slots')}
      </legend>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('form.slotsHint')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
          <TextField
            label={t('form.from')}
            type="time"
            {...form.register(`slots.${index}.from`)}
            error={errorOf(`slots.${index}.from`)}
          />
          <TextField
            label={t('form.to')}
            type="time"
            {...form.register(`slots.${index}.to`)}
            error={errorOf(`slots.${index}.to`)}
          />
          <Button
            variant="outline"
            aria-label={t('form.removeSlot', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        disabled={fields.length >= ZONE_SLOTS_MAX}
        onClick={() => append({ from: '09:00', to: '12:00' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('form.addSlot')}
      </Button>
    </fieldset>
  );
}

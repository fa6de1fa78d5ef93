import type { BranchRequestSchema } from '@olivia/contracts/branches';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { WEEK_ORDER } from './branch-hours';

type Fields = FormDrawerFields<typeof BranchRequestSchema>;

/** The week's opening hours: a row per open day (day, opens, closes); days not listed are closed. */
export function HoursEditor({ form, errorOf }: Fields) {
  const { t } = useTranslation('branches');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'hours' });
  const days = WEEK_ORDER.map((day) => ({ value: String(day), label: t(`days.${day}`) }));
  const next = () => {
    const taken = new Set(form.getValues('hours')?.map((entry) => Number(entry.day)));
    const day = WEEK_ORDER.find((candidate) => !taken.has(candidate)) ?? 1;
    append({ day, opens: '09:00', closes: '18:00' });
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.hours')}
      </legend>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('form.hoursHint')}</p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 sm:grid-cols-[1fr_9rem_9rem_auto]"
        >
          <SelectField
            label={t('form.day')}
            options={days}
            className="col-span-3 sm:col-span-1"
            {...form.register(`hours.${index}.day`, { valueAsNumber: true })}
            error={errorOf(`hours.${index}.day`)}
          />
          <TextField
            label={t('form.opens')}
            type="time"
            {...form.register(`hours.${index}.opens`)}
            error={errorOf(`hours.${index}.opens`)}
          />
          <TextField
            label={t('form.closes')}
            type="time"
            {...form.register(`hours.${index}.closes`)}
            error={errorOf(`hours.${index}.closes`)}
          />
          <Button
            variant="outline"
            aria-label={t('form.removeDay', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {errorOf('hours') && <p className="text-sm text-danger">{errorOf('hours')}</p>}
      <Button variant="outline" disabled={fields.length >= 7} onClick={next}>
        <Plus aria-hidden="true" className="size-4" />
        {t('form.addDay')}
      </Button>
    </fieldset>
  );
}

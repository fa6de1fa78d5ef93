import {
  SPLIT_MONTH_DAY_MAX,
  SPLIT_SCHEDULES,
  type SplitSchedule,
} from '@olivia/contracts/split-schedules';
import type { SplitPayeeRequestSchema } from '@olivia/contracts/split-payments';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { weekdayName } from './split-schedule';

/** When a payee is paid: at once, or held and paid daily, weekly on a day, or monthly on a day. */
export function SplitScheduleFields({
  form,
  errorOf,
}: FormDrawerFields<typeof SplitPayeeRequestSchema>) {
  const { t, i18n } = useTranslation('splitPayments');
  const schedule = useWatch({ control: form.control, name: 'schedule' }) as SplitSchedule;
  const days =
    schedule === 'weekly'
      ? [1, 2, 3, 4, 5, 6, 0].map((day) => ({
          value: String(day),
          label: weekdayName(i18n.language, day),
        }))
      : Array.from({ length: SPLIT_MONTH_DAY_MAX }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }));
  return (
    <div className="space-y-3">
      <SelectField
        label={t('payeeForm.schedule')}
        options={SPLIT_SCHEDULES.map((value) => ({ value, label: t(`schedules.${value}`) }))}
        {...form.register('schedule', {
          // A new schedule starts on Monday, or on the 1st.
          onChange: () => form.setValue('scheduleday', 1),
        })}
      />
      {schedule === 'weekly' || schedule === 'monthly' ? (
        <SelectField
          key={schedule}
          label={t(schedule === 'weekly' ? 'payeeForm.weekday' : 'payeeForm.monthDay')}
          options={days}
          {...form.register('scheduleday', { valueAsNumber: true })}
          error={errorOf('scheduleday')}
        />
      ) : null}
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('payeeForm.scheduleHint')}</p>
    </div>
  );
}

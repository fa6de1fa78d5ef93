import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';
import { useTranslateMessage } from '../../../lib/messages';
import { PERIOD_PRESETS, type Period, type PeriodPreset } from '../hooks/use-period';

interface PeriodPickerProps {
  period: Period;
  onPreset: (preset: PeriodPreset) => void;
  onDates: (dates: { from: string | undefined; to: string | undefined }) => void;
}

const choiceClass = (pressed: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${
    pressed
      ? 'bg-primary text-white'
      : 'bg-white text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 dark:bg-gray-900 dark:text-gray-200 dark:ring-gray-700'
  }`;

/** The last 7, 30 or 90 days in one click, or From and To dates of the merchant's own. */
export function PeriodPicker({ period, onPreset, onDates }: PeriodPickerProps) {
  const { t } = useTranslation('successRate');
  const translateMessage = useTranslateMessage();
  const custom = period.choice === 'custom';
  return (
    <div className="space-y-3">
      <div role="group" aria-label={t('period.label')} className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={period.choice === preset}
            className={choiceClass(period.choice === preset)}
            onClick={() => onPreset(preset)}
          >
            {t('period.lastDays', { count: preset })}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          className={choiceClass(custom)}
          onClick={() => {
            if (!custom) onDates({ from: period.from, to: period.to });
          }}
        >
          {t('period.custom')}
        </button>
      </div>
      {custom && (
        <DateRangeFilter
          from={period.from}
          to={period.to}
          error={period.error && translateMessage(period.error)}
          onChange={(end, value) => onDates({ from: period.from, to: period.to, [end]: value })}
          onClear={() => onDates({ from: undefined, to: undefined })}
        />
      )}
    </div>
  );
}

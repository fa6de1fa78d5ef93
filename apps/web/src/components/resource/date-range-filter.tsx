import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

interface DateRangeFilterProps {
  /** ISO dates (yyyy-mm-dd); either may be open. */
  from: string | undefined;
  to: string | undefined;
  /** Why the range cannot be used (From after To), shown under To. */
  error?: string | undefined;
  /** One end changed; undefined clears it. */
  onChange: (end: 'from' | 'to', value: string | undefined) => void;
  onClear: () => void;
  /** Whether there is anything to clear; by default, when either date is set. */
  clearable?: boolean;
}

/** From and To dates of a list; either may be left open. */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const { from, to, error, onChange, onClear, clearable = Boolean(from || to) } = props;
  const { t } = useTranslation('resource');
  return (
    <fieldset className="flex w-full flex-wrap items-start gap-3 sm:w-auto">
      <legend className="sr-only">{t('dateRange.label')}</legend>
      <TextField
        type="date"
        label={t('dateRange.from')}
        value={from ?? ''}
        max={to}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange('from', event.target.value || undefined)}
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <TextField
        type="date"
        label={t('dateRange.to')}
        value={to ?? ''}
        min={from}
        error={error}
        onChange={(event) => onChange('to', event.target.value || undefined)}
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      {clearable && (
        <Button variant="ghost" onClick={onClear} className="sm:mt-7">
          {t('dateRange.clear')}
        </Button>
      )}
    </fieldset>
  );
}

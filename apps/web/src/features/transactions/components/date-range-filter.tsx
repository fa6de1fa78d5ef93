import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { DateRange } from '../hooks/use-date-range';

interface DateRangeFilterProps {
  range: DateRange;
}

/** From and To dates of a list; either may be left open. */
export function DateRangeFilter({ range }: DateRangeFilterProps) {
  const { t } = useTranslation('transactions');
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('filters.label')}</legend>
      <TextField
        type="date"
        label={t('filters.from')}
        value={range.from ?? ''}
        max={range.to}
        onChange={(event) => range.setDate('from', event.target.value)}
        className="w-44"
      />
      <TextField
        type="date"
        label={t('filters.to')}
        value={range.to ?? ''}
        min={range.from}
        onChange={(event) => range.setDate('to', event.target.value)}
        className="w-44"
      />
      {(range.from || range.to) && (
        <Button variant="ghost" onClick={range.clear}>
          {t('filters.clear')}
        </Button>
      )}
    </fieldset>
  );
}

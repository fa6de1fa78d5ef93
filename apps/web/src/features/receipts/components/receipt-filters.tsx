import {
  RECEIPT_METHODS,
  RECEIPT_SOURCES,
  type ReceiptMethod,
  type ReceiptSource,
} from '@olivia/contracts/receipts';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';

export interface ReceiptFilterValues {
  source?: ReceiptSource | undefined;
  method?: ReceiptMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface ReceiptFiltersProps {
  values: ReceiptFilterValues;
  rangeError: string | undefined;
  onChange: (values: ReceiptFilterValues) => void;
}

/** Narrows the receipts by what was paid for, how, and the paid dates. */
export function ReceiptFilters({ values, rangeError, onChange }: ReceiptFiltersProps) {
  const { t } = useTranslation('receipts');
  const width = 'w-[calc(50%-0.375rem)] sm:w-44';
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChoiceFilter
        label={t('source.label')}
        allLabel={t('source.all')}
        choices={RECEIPT_SOURCES}
        labelOf={(source) => t(`source.${source}`)}
        value={values.source}
        onChange={(source) => onChange({ source })}
        className={width}
      />
      <ChoiceFilter
        label={t('method.label')}
        allLabel={t('method.all')}
        choices={RECEIPT_METHODS}
        labelOf={(method) => t(`method.${method}`)}
        value={values.method}
        onChange={(method) => onChange({ method })}
        className={width}
      />
      <DateRangeFilter
        from={values.from}
        to={values.to}
        error={rangeError}
        onChange={(end, value) => onChange({ [end]: value })}
        onClear={() => onChange({ from: undefined, to: undefined })}
      />
    </div>
  );
}

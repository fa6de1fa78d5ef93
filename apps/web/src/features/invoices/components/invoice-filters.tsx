import { INVOICE_FILTERS } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';

type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

interface InvoiceFilterValues {
  status?: InvoiceFilter | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface InvoiceFiltersProps {
  values: InvoiceFilterValues;
  rangeError: string | undefined;
  onChange: (values: InvoiceFilterValues) => void;
}

/** Narrows the invoices by status (or overdue) and by due date. */
export function InvoiceFilters({ values, rangeError, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('invoices');
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChoiceFilter
        label={t('status.label')}
        allLabel={t('status.all')}
        choices={INVOICE_FILTERS}
        labelOf={(status) => t(`status.${status}`)}
        value={values.status}
        onChange={(status) => onChange({ status })}
        className="w-full sm:w-48"
      />
      <fieldset className="w-full sm:w-auto">
        <legend className="mb-1 text-sm font-medium text-gray-600 dark:text-gray-300">
          {t('filters.due')}
        </legend>
        <DateRangeFilter
          from={values.from}
          to={values.to}
          error={rangeError}
          onChange={(end, value) => onChange({ [end]: value })}
          onClear={() => onChange({ from: undefined, to: undefined })}
        />
      </fieldset>
    </div>
  );
}

import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '@olivia/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';

export interface TransactionFilterValues {
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface TransactionFiltersProps {
  values: TransactionFilterValues;
  /** Why the date range cannot be used, if it cannot. */
  rangeError: string | undefined;
  onChange: (values: TransactionFilterValues) => void;
}

const pick = <V extends string>(allowed: readonly V[], value: string): V | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as V) : undefined;

/** Narrows the list by kind, status and dates. */
export function TransactionFilters({ values, rangeError, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation('transactions');
  const typeOptions = [
    { value: '', label: t('filters.allTypes') },
    ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
  ];
  const statusOptions = [
    { value: '', label: t('filters.allStatuses') },
    ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
  ];
  return (
    <div className="flex flex-wrap items-start gap-3">
      <SelectField
        label={t('filters.type')}
        options={typeOptions}
        value={values.type ?? ''}
        onChange={(event) => onChange({ type: pick(TRANSACTION_TYPES, event.target.value) })}
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <SelectField
        label={t('filters.status')}
        options={statusOptions}
        value={values.status ?? ''}
        onChange={(event) => onChange({ status: pick(TRANSACTION_STATUSES, event.target.value) })}
        className="w-[calc(50%-0.375rem)] sm:w-44"
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

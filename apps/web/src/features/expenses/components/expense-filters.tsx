import {
  EXPENSE_METHODS,
  EXPENSE_PRESET_CATEGORIES,
  type ExpenseMethod,
} from '@olivia/contracts/expenses';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';
import { SelectField } from '../../../components/ui/select-field';
import { useBranchChoices } from '../../../lib/branch-choices';
import { useExpenseCategories } from '../api/expenses-api';

export interface ExpenseFilterValues {
  category?: string | undefined;
  method?: ExpenseMethod | undefined;
  branch?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface ExpenseFiltersProps {
  values: ExpenseFilterValues;
  rangeError: string | undefined;
  onChange: (values: ExpenseFilterValues) => void;
}

const width = 'w-[calc(50%-0.375rem)] sm:w-44';

/** Narrows the expenses by category, method, branch (once the store has one) and dates. */
export function ExpenseFilters({ values, rangeError, onChange }: ExpenseFiltersProps) {
  const { t } = useTranslation('expenses');
  const own = useExpenseCategories().data ?? [];
  const branches = useBranchChoices('all').data ?? [];
  const method = (text: string) => EXPENSE_METHODS.find((choice) => choice === text);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <SelectField
        label={t('filters.category')}
        options={[
          { value: '', label: t('filters.allCategories') },
          ...EXPENSE_PRESET_CATEGORIES.map((key) => ({
            value: key,
            label: t(`categories.${key}`),
          })),
          ...own.map((category) => ({ value: category.id, label: category.name })),
        ]}
        value={values.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
        className={width}
      />
      <SelectField
        label={t('filters.method')}
        options={[
          { value: '', label: t('filters.allMethods') },
          ...EXPENSE_METHODS.map((choice) => ({ value: choice, label: t(`methods.${choice}`) })),
        ]}
        value={values.method ?? ''}
        onChange={(event) => onChange({ method: method(event.target.value) })}
        className={width}
      />
      {(branches.length > 0 || values.branch) && (
        <SelectField
          label={t('filters.branch')}
          options={[{ value: '', label: t('filters.allBranches') }, ...branches]}
          value={values.branch ?? ''}
          onChange={(event) => onChange({ branch: event.target.value || undefined })}
          className={width}
        />
      )}
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

import { ORDER_STATUSES, type OrderStatus } from '@olivia/contracts/orders';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useBranchChoices } from '../../../lib/branch-choices';

export interface OrderFilterValues {
  status?: OrderStatus | undefined;
  /** Days (yyyy-mm-dd), both included; either may be open. */
  from?: string | undefined;
  to?: string | undefined;
  /** A branch's orders (its id). */
  branch?: string | undefined;
}

interface OrderFiltersProps {
  values: OrderFilterValues;
  /** Why the dates cannot be used (From after To), shown under To. */
  rangeError: string | undefined;
  onChange: (values: OrderFilterValues) => void;
}

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const half = 'w-[calc(50%-0.375rem)] sm:w-44';

/** Narrows the list by status, by branch and by the days the orders were placed. */
export function OrderFilters({ values, rangeError, onChange }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const statusOptions = [
    { value: '', label: t('filters.allStatuses') },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  const { from, to } = values;
  const branches = useBranchChoices('all').data ?? [];
  return (
    <div className="flex flex-wrap items-start gap-3">
      {(branches.length > 0 || values.branch) && (
        <SelectField
          label={t('filters.branch')}
          options={[{ value: '', label: t('filters.allBranches') }, ...branches]}
          value={values.branch ?? ''}
          onChange={(event) => onChange({ branch: event.target.value || undefined })}
          className={half}
        />
      )}
      <SelectField
        label={t('filters.status')}
        options={statusOptions}
        value={values.status ?? ''}
        onChange={(event) =>
          onChange({ status: isStatus(event.target.value) ? event.target.value : undefined })
        }
        className={half}
      />
      <fieldset className="flex w-full flex-wrap items-start gap-3 sm:w-auto">
        <legend className="sr-only">{t('filters.dates')}</legend>
        <TextField
          type="date"
          label={t('filters.from')}
          value={from ?? ''}
          max={to}
          aria-invalid={rangeError ? true : undefined}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
          className={half}
        />
        <TextField
          type="date"
          label={t('filters.to')}
          value={to ?? ''}
          min={from}
          error={rangeError}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
          className={half}
        />
        {(from || to) && (
          <Button
            variant="ghost"
            onClick={() => onChange({ from: undefined, to: undefined })}
            className="sm:mt-7"
          >
            {t('filters.clearDates')}
          </Button>
        )}
      </fieldset>
    </div>
  );
}

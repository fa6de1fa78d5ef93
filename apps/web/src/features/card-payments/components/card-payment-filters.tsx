import {
  CARD_BRANDS,
  CARD_PAYMENT_STATUSES,
  type CardPaymentsQuery,
} from '@olivia/contracts/card-payments';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';
import { brandName } from './card-payment-text';

export type CardPaymentFilterValues = Pick<CardPaymentsQuery, 'status' | 'brand' | 'from' | 'to'>;

interface CardPaymentFiltersProps {
  values: CardPaymentFilterValues;
  /** Why the date range cannot be used, if it cannot. */
  rangeError: string | undefined;
  onChange: (values: CardPaymentFilterValues) => void;
}

/** Narrows the card payments by status, card brand and dates. */
export function CardPaymentFilters({ values, rangeError, onChange }: CardPaymentFiltersProps) {
  const { t } = useTranslation('cardPayments');
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChoiceFilter
        label={t('status.label')}
        allLabel={t('status.all')}
        choices={CARD_PAYMENT_STATUSES}
        labelOf={(status) => t(`status.${status}`)}
        value={values.status}
        onChange={(status) => onChange({ status })}
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <ChoiceFilter
        label={t('brand.label')}
        allLabel={t('brand.all')}
        choices={CARD_BRANDS}
        labelOf={brandName}
        value={values.brand}
        onChange={(brand) => onChange({ brand })}
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

import { REVIEW_STATUSES, type Review } from '@olivia/contracts/reviews';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { SelectField } from '../../../components/ui/select-field';

type ReviewStatus = Review['status'];

const tones: Record<ReviewStatus, string> = {
  pending: 'bg-warning/15 text-warning-dark dark:text-warning',
  published: 'bg-success-light text-success-dark',
  hidden: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
};

/** Pending (waiting for the merchant), published (on the storefront) or hidden. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('reviews');
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export interface ReviewFilterValues {
  status?: ReviewStatus | undefined;
  rating?: number | undefined;
}

interface ReviewFiltersProps {
  values: ReviewFilterValues;
  onChange: (values: ReviewFilterValues) => void;
}

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Narrows the list by status and by the number of stars. */
export function ReviewFilters({ values, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation('reviews');
  const ratingOptions = [
    { value: '', label: t('filters.allRatings') },
    ...RATINGS.map((rating) => ({
      value: String(rating),
      label: t('filters.stars', { rating }),
    })),
  ];
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChoiceFilter
        label={t('status.label')}
        allLabel={t('status.all')}
        choices={REVIEW_STATUSES}
        labelOf={(status) => t(`status.${status}`)}
        value={values.status}
        onChange={(status) => onChange({ status })}
        className="w-[calc(50%-0.375rem)] sm:w-48"
      />
      <SelectField
        label={t('filters.rating')}
        options={ratingOptions}
        value={values.rating === undefined ? '' : String(values.rating)}
        onChange={(event) =>
          onChange({ rating: event.target.value ? Number(event.target.value) : undefined })
        }
        className="w-[calc(50%-0.375rem)] sm:w-48"
      />
    </div>
  );
}

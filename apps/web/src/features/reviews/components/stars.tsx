import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl-formats';

/** The rating's figure as the reader writes numbers, to one decimal: 4.5, 4,5… */
export function useFormatRating(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language || 'en', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (value) => format.format(value);
}

/** Five stars, as many filled as the rating rounds to; read as '4 out of 5 stars'. */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation('reviews');
  const formatRating = useFormatRating();
  const filled = Math.round(value);
  const rating = Number.isInteger(value) ? String(value) : formatRating(value);
  return (
    <span
      role="img"
      aria-label={t('stars', { rating })}
      className="inline-flex shrink-0 items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= filled ? 'fill-warning text-warning' : 'text-gray-300 dark:text-gray-600'}`}
        />
      ))}
    </span>
  );
}

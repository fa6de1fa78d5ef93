import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface RatingStarsProps {
  /** 0–5; halves round to the nearest whole star. */
  rating: number;
  /** How many reviews the rating is made of; shown after the stars when given. */
  count?: number;
  size?: 'sm' | 'md';
}

/** Five stars, as many filled as the rating; read out as 'Rated 4.5 out of 5'. */
export function RatingStars({ rating, count, size = 'sm' }: RatingStarsProps) {
  const { t } = useTranslation('storefront');
  const filled = Math.round(rating);
  const icon = size === 'sm' ? 'size-3.5' : 'size-4.5';
  const rounded = Math.round(rating * 10) / 10;
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={t('rating.label', { rating: rounded })} className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={`${icon} ${star <= filled ? 'fill-amber-400 text-amber-400' : 'text-gray-300 dark:text-gray-600'}`}
          />
        ))}
      </span>
      {count !== undefined && (
        <span className="text-xs text-gray-500 dark:text-gray-400">
          {t('rating.count', { count })}
        </span>
      )}
    </span>
  );
}

import type { ProductRating } from '@olivia/contracts/reviews';
import { useTranslation } from 'react-i18next';

/** Five bars, 5 stars at the top: each as long as its share of the product's reviews. */
export function RatingDistribution({ rating }: { rating: ProductRating }) {
  const { t } = useTranslation('reviews');
  const most = Math.max(1, ...rating.distribution);
  const rows = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: rating.distribution[stars - 1] ?? 0,
  }));
  return (
    <ul
      aria-label={t('ratings.distributionOf', { name: rating.name })}
      className="w-40 space-y-0.5"
    >
      {rows.map(({ stars, count }) => (
        <li
          key={stars}
          className="flex items-center gap-2 text-xs text-gray-600 dark:text-gray-300"
        >
          <span className="sr-only">{t('ratings.bar', { stars, count })}</span>
          <span aria-hidden="true" className="w-6 shrink-0 text-end">
            {t('ratings.barStars', { stars })}
          </span>
          <span
            aria-hidden="true"
            className="h-1.5 flex-1 rounded-full bg-gray-100 dark:bg-gray-800"
          >
            <span
              className="block h-full rounded-full bg-warning"
              style={{ width: `${(count / most) * 100}%` }}
            />
          </span>
          <span aria-hidden="true" className="w-6 shrink-0">
            {count}
          </span>
        </li>
      ))}
    </ul>
  );
}

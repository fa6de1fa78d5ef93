import type { StorefrontProductDetail } from '@olivia/contracts/storefront';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { useHydrated } from '../../../lib/use-hydrated';
import { RatingStars } from './rating-stars';

interface ReviewListProps {
  product: StorefrontProductDetail;
  currency: string;
}

/** The product's published reviews, newest first, under its average. */
export function ReviewList({ product, currency }: ReviewListProps) {
  const { t, i18n } = useTranslation('storefront');
  const { reviews, rating } = product;
  // The server writes dates in UTC; the browser then writes them in its own time zone.
  const timeZone = useHydrated() ? undefined : 'UTC';
  return (
    <section
      aria-labelledby="reviews-heading"
      className="mt-14 border-t border-gray-100 pt-10 dark:border-gray-800"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="reviews-heading" className="text-xl font-bold text-dark dark:text-white">
          {t('reviews.heading')}
        </h2>
        {rating.count > 0 && <RatingStars rating={rating.average} count={rating.count} size="md" />}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500 dark:text-gray-400">{t('reviews.none')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-100 dark:divide-gray-800">
          {reviews.map((review) => (
            <li key={review.id} className="py-5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <RatingStars rating={review.rating} />
                <span className="text-sm font-semibold text-dark dark:text-gray-100">
                  {review.customername}
                </span>
                <time
                  dateTime={review.createdat}
                  className="text-xs text-gray-500 dark:text-gray-400"
                >
                  {formatDateTime(review.createdat, currency, {
                    language: i18n.language,
                    timeZone,
                  })}
                </time>
              </div>
              {review.comment && (
                <p className="mt-2 text-sm whitespace-pre-line text-gray-700 dark:text-gray-300">
                  {review.comment}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { ProductRating } from '@olivia/contracts/reviews';
import type { TFunction } from 'i18next';
import { ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { screenPaths } from '../../../lib/screen-paths';
import { RatingDistribution } from './rating-distribution';
import { Stars, useFormatRating } from './stars';

const box =
  'size-10 shrink-0 rounded-md border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-800';

function ProductCell({ rating }: { rating: ProductRating }) {
  return (
    <div className="flex min-w-48 items-center gap-3">
      {rating.image ? (
        <img src={rating.image} alt="" loading="lazy" className={`${box} object-cover`} />
      ) : (
        <span className={`${box} flex items-center justify-center text-gray-400`}>
          <ImageIcon aria-hidden="true" className="size-5" />
        </span>
      )}
      <span className="font-semibold text-dark dark:text-white">{rating.name}</span>
    </div>
  );
}

function AverageCell({ average }: { average: number }) {
  const formatRating = useFormatRating();
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <span aria-hidden="true" className="font-semibold">
        {formatRating(average)}
      </span>
      <Stars value={average} />
    </span>
  );
}

/** The columns of /ratings/all: name, average and count are the list's sorts. */
export function ratingColumns(t: TFunction<'reviews'>): DataTableColumn<ProductRating>[] {
  return [
    {
      id: 'name',
      header: t('ratings.columns.product'),
      value: (row) => row.name,
      cell: (row) => <ProductCell rating={row} />,
    },
    {
      id: 'average',
      header: t('ratings.columns.average'),
      value: (row) => row.average,
      cell: (row) => <AverageCell average={row.average} />,
    },
    { id: 'count', header: t('ratings.columns.count'), value: (row) => row.count },
    {
      id: 'distribution',
      header: t('ratings.columns.distribution'),
      exportValue: (row) => row.distribution.join(' / '),
      cell: (row) => <RatingDistribution rating={row} />,
      sortable: false,
    },
    {
      id: 'reviews',
      header: t('ratings.columns.reviews'),
      exportValue: false,
      sortable: false,
      cell: (row) => (
        <Link
          to={{ pathname: screenPaths.customerReviews, search: `?product=${row.productid}` }}
          aria-label={t('ratings.readReviewsOf', { name: row.name })}
          className="whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('ratings.readReviews')}
        </Link>
      ),
    },
  ];
}

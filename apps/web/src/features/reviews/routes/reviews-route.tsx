import type { Review } from '@olivia/contracts/reviews';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions, type RowAction } from '../../../components/resource/row-actions';
import { useErrorMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { reviewsApi, useReviews } from '../api/reviews-api';
import { ProductFilterChip } from '../components/product-filter-chip';
import { reviewColumns } from '../components/review-columns';
import { ReviewFilters } from '../components/review-status';

/**
 * /customer-reviews (issue 13): what customers said about delivered orders, newest first;
 * status, rating, product, search and pages in the URL. Publish puts a review on the storefront
 * and into the product's rating; Hide takes it off. Neither is destructive, so neither asks.
 */
export function ReviewsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'customerReviews');
  const { t } = useTranslation(['reviews', 'routes']);
  const errorMessage = useErrorMessage();
  const currency = useSession((state) => state.user?.currency);
  const reviews = useReviews();
  const moderate = reviewsApi.useUpdate();

  const columns = useMemo(() => {
    const setStatus = (review: Review, status: 'published' | 'hidden') =>
      moderate.mutate(
        { id: review.id, body: { status } },
        {
          onSuccess: () => toastSuccess(t(`toasts.${status}`, { name: review.customername })),
          onError: (error) => toastError(errorMessage(error)),
        },
      );
    const actionsOf = (review: Review): RowAction[] => [
      ...(review.status === 'published'
        ? []
        : [{ label: t('actions.publish'), onClick: () => setStatus(review, 'published') }]),
      ...(review.status === 'hidden'
        ? []
        : [{ label: t('actions.hide'), onClick: () => setStatus(review, 'hidden') }]),
    ];
    return reviewColumns(t, currency, (review) => (
      <RowActions
        label={t('actions.menu', { name: review.customername, product: review.productname })}
        actions={actionsOf(review)}
      />
    ));
  }, [t, currency, moderate, errorMessage]);

  const { status, rating, product } = reviews.filters;
  const productName = reviews.result.data?.content.find(
    (r) => r.productid === product,
  )?.productname;

  return (
    <ListPage
      title={t('routes:customerReviews')}
      description={t('intro')}
      filters={
        <div className="space-y-3">
          <ReviewFilters values={{ status, rating }} onChange={reviews.setFilters} />
          {product && (
            <ProductFilterChip
              name={productName}
              onClear={() => reviews.setFilter('product', undefined)}
            />
          )}
        </div>
      }
      resource={reviews}
      columns={columns}
      label={t('table.label')}
      searchable
      getRowId={(review) => review.id}
      savedFiltersKey="reviews"
      emptyState={{ title: t('empty.title'), body: t('empty.body') }}
      emptyText={t('list.noMatch')}
      errorText={t('loadFailed')}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/resource/list-page';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useRatings } from '../api/reviews-api';
import { ratingColumns } from '../components/rating-columns';

/**
 * /ratings/all (issue 13): each reviewed product's average, count and the spread of its
 * published reviews, most reviewed first; sort, search and pages in the URL, and a link to the
 * product's reviews.
 */
export function RatingsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'ratings');
  const { t } = useTranslation(['reviews', 'routes']);
  const ratings = useRatings();
  const columns = useMemo(() => ratingColumns(t), [t]);
  return (
    <ListPage
      title={t('routes:ratings')}
      description={t('ratings.intro')}
      resource={ratings}
      columns={columns}
      label={t('ratings.label')}
      searchable
      getRowId={(rating) => rating.productid}
      emptyState={{ title: t('ratings.empty.title'), body: t('ratings.empty.body') }}
      emptyText={t('ratings.noMatch')}
      errorText={t('ratings.loadFailed')}
    />
  );
}

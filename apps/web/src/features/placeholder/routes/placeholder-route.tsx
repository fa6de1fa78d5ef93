import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';

/**
 * The screen of every route whose content is not built yet: the translated title from the
 * route's `handle.titleKey` and an empty state, never a blank page.
 */
export function PlaceholderRoute() {
  const titleKey = useRouteTitleKey() ?? 'home';
  usePageTitle(titleKey);
  const { t } = useTranslation(['routes', 'common']);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold text-dark dark:text-white">{t(`routes:${titleKey}`)}</h1>
      <section className="rounded-md bg-white shadow-sm dark:bg-gray-900">
        <EmptyState title={t('common:emptyState.title')} body={t('common:emptyState.body')} />
      </section>
    </div>
  );
}

import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { screenPaths } from '../../../lib/screen-paths';
import { getStoreUrl } from '../../../lib/session';

/** The store has no conversation yet: where customers start one, and the way there. */
export function ChatsEmpty() {
  const { t } = useTranslation('chats');
  const storePage = `${screenPaths.website}?${new URLSearchParams({ store: getStoreUrl() })}`;
  return (
    <section
      aria-label={t('list.label')}
      className="rounded-md bg-white shadow-sm dark:bg-gray-900"
    >
      <EmptyState
        title={t('empty.title')}
        body={t('empty.body')}
        action={
          <a href={storePage} target="_blank" rel="noreferrer" className={buttonClassName()}>
            {t('empty.link')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        }
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** The three lists of /split-payments, as `?view=`: splits, payees and the payouts to them. */
export const SPLIT_VIEWS = ['groups', 'payees', 'payouts'] as const;
export type SplitView = (typeof SPLIT_VIEWS)[number];

/** The list `?view=` names; splits unless it names another. */
export function useSplitView(): SplitView {
  const [params] = useSearchParams();
  const view = params.get('view');
  return SPLIT_VIEWS.find((candidate) => candidate === view) ?? 'groups';
}

const TAB_KEYS = { groups: 'groups', payees: 'payees', payouts: 'shares' } as const;

/** The tabs between the three lists; each starts on its first page, unfiltered. */
export function SplitTabs() {
  const { t } = useTranslation('splitPayments');
  const current = useSplitView();
  return (
    <nav
      aria-label={t('tabs.label')}
      className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
    >
      {SPLIT_VIEWS.map((view) => (
        <Link
          key={view}
          to={{ search: view === 'groups' ? '' : `?view=${view}` }}
          aria-current={view === current ? 'page' : undefined}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${
            view === current
              ? 'border-primary text-primary'
              : 'border-transparent text-gray-600 hover:text-dark dark:text-gray-300 dark:hover:text-white'
          }`}
        >
          {t(`tabs.${TAB_KEYS[view]}`)}
        </Link>
      ))}
    </nav>
  );
}

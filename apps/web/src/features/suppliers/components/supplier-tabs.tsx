import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** The three views of /suppliers/all, as `?view=`: suppliers, purchase orders, low stock. */
const VIEWS = ['suppliers', 'orders', 'low'] as const;
export type SupplierView = (typeof VIEWS)[number];

/** The view `?view=` names; suppliers unless it names another. */
export function useSupplierView(): SupplierView {
  const [params] = useSearchParams();
  const view = params.get('view');
  return VIEWS.find((candidate) => candidate === view) ?? 'suppliers';
}

/** The tabs between the views; each starts on its first page, unfiltered. */
export function SupplierTabs() {
  const { t } = useTranslation('suppliers');
  const current = useSupplierView();
  return (
    <nav
      aria-label={t('tabs.label')}
      className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
    >
      {VIEWS.map((view) => (
        <Link
          key={view}
          to={{ search: view === 'suppliers' ? '' : `?view=${view}` }}
          aria-current={view === current ? 'page' : undefined}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${
            view === current
              ? 'border-primary text-primary'
              : 'border-transparent text-gray-600 hover:text-dark dark:text-gray-300 dark:hover:text-white'
          }`}
        >
          {t(`tabs.${view}`)}
        </Link>
      ))}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** The two lists of /delivery-routes/all, as `?view=`: zones and runs. */
const DELIVERY_VIEWS = ['zones', 'runs'] as const;
type DeliveryView = (typeof DELIVERY_VIEWS)[number];

/** The list `?view=` names; zones unless it names runs. */
export function useDeliveryView(): DeliveryView {
  const [params] = useSearchParams();
  return params.get('view') === 'runs' ? 'runs' : 'zones';
}

/** The tabs between zones and runs; each starts on its first page, unfiltered. */
export function DeliveryTabs() {
  const { t } = useTranslation('delivery');
  const current = useDeliveryView();
  return (
    <nav
      aria-label={t('tabs.label')}
      className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
    >
      {DELIVERY_VIEWS.map((view) => (
        <Link
          key={view}
          to={{ search: view === 'zones' ? '' : `?view=${view}` }}
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

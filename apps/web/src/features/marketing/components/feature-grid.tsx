import { useTranslation } from 'react-i18next';

const FEATURES = [
  'orders',
  'products',
  'payments',
  'payouts',
  'wallet',
  'chat',
  'notifications',
] as const;

const ICON_PATHS: Record<(typeof FEATURES)[number], string> = {
  orders: 'M4 5h16l-1.5 9h-13L4 5Zm2 13a1.5 1.5 0 1 0 0 .01M17 18a1.5 1.5 0 1 0 0 .01',
  products: 'M4 7l8-4 8 4v10l-8 4-8-4V7Zm0 0l8 4 8-4M12 11v10',
  payments: 'M3 6h18v12H3V6Zm0 4h18M7 15h4',
  payouts: 'M12 3v12m0 0l-4-4m4 4l4-4M4 17v3h16v-3',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9H3V7Zm0 0l12-4v4m2 7h.01',
  chat: 'M4 5h16v11H8l-4 4V5Zm4 5h8',
  notifications: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4',
};

export function FeatureGrid() {
  const { t } = useTranslation('marketing');
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => (
        <li
          key={feature}
          className="rounded-md bg-white p-6 shadow-sm ring-1 ring-gray-100 dark:bg-gray-900 dark:ring-gray-800"
        >
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-md bg-primary-light text-primary">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={ICON_PATHS[feature]} />
            </svg>
          </span>
          <h3 className="text-lg font-semibold text-dark dark:text-white">
            {t(`landing.features.${feature}.title`)}
          </h3>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
            {t(`landing.features.${feature}.body`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

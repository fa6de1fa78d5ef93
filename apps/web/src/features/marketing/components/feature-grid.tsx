import {
  Download,
  Landmark,
  Languages,
  ListOrdered,
  MoonStar,
  Send,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What the product does today, and nothing it does not yet: add a feature here (and its text
 * in every marketing catalogue) when it goes live, not before.
 */
export const FEATURES = {
  wallet: Wallet,
  topUps: Landmark,
  payouts: Send,
  transactions: ListOrdered,
  subUsers: Users,
  exports: Download,
  languages: Languages,
  darkMode: MoonStar,
} as const satisfies Record<string, LucideIcon>;

export function FeatureGrid() {
  const { t } = useTranslation('marketing');
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {(Object.keys(FEATURES) as (keyof typeof FEATURES)[]).map((feature) => {
        const Icon = FEATURES[feature];
        return (
          <li
            key={feature}
            className="rounded-md bg-white p-6 shadow-sm ring-1 ring-gray-100 dark:bg-gray-900 dark:ring-gray-800"
          >
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-md bg-primary-light text-primary">
              <Icon aria-hidden="true" className="size-6" strokeWidth={1.8} />
            </span>
            <h3 className="text-lg font-semibold text-dark dark:text-white">
              {t(`landing.features.${feature}.title`)}
            </h3>
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
              {t(`landing.features.${feature}.body`)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

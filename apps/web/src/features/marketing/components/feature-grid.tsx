import {
  Code,
  Globe,
  Languages,
  MessagesSquare,
  Package,
  Receipt,
  ShieldCheck,
  ShoppingBag,
  Store,
  UserRoundCheck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { screenPaths } from '../../../lib/screen-paths';

/**
 * What the product does today, each with the screen where a merchant uses it: a test holds every
 * one of these screens to be built. Add a feature (and its text in every marketing catalogue)
 * when it goes live, not before.
 */
export const FEATURES = {
  storefront: { icon: Store, screen: screenPaths.website },
  orders: { icon: ShoppingBag, screen: screenPaths.orders },
  products: { icon: Package, screen: screenPaths.products },
  payments: { icon: Receipt, screen: screenPaths.paymentLinks },
  wallet: { icon: Wallet, screen: screenPaths.transactions },
  chat: { icon: MessagesSquare, screen: screenPaths.chats },
  customers: { icon: UserRoundCheck, screen: screenPaths.customers },
  domains: { icon: Globe, screen: screenPaths.domains },
  team: { icon: Users, screen: screenPaths.subUsers },
  // Settings › Security and Settings › Developers are dialogs every signed-in screen opens.
  security: { icon: ShieldCheck, screen: screenPaths.dashboard },
  developers: { icon: Code, screen: screenPaths.dashboard },
  languages: { icon: Languages, screen: screenPaths.dashboard },
} as const satisfies Record<string, { icon: LucideIcon; screen: string }>;

export function FeatureGrid() {
  const { t } = useTranslation('marketing');
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {(Object.keys(FEATURES) as (keyof typeof FEATURES)[]).map((feature) => {
        const Icon = FEATURES[feature].icon;
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

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { screenPaths } from '../../../lib/screen-paths';

const TABS = [
  { to: screenPaths.splitPayments, key: 'groups' },
  { to: screenPaths.splitPayees, key: 'payees' },
  { to: screenPaths.splitShares, key: 'shares' },
] as const;

/** The three lists of /split-payments: splits, payees and the payouts made to them. */
export function SplitTabs() {
  const { t } = useTranslation('splitPayments');
  return (
    <nav
      aria-label={t('tabs.label')}
      className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end
          className={({ isActive }) =>
            `-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${
              isActive
                ? 'border-primary text-primary'
                : 'border-transparent text-gray-600 hover:text-dark dark:text-gray-300 dark:hover:text-white'
            }`
          }
        >
          {t(`tabs.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

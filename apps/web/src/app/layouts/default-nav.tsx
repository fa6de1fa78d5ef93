import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { RouteTitleKey } from '../../lib/page-title';
import { paths } from '../../lib/paths';

/** A first navigation; the full sidebar of SPEC §2 comes with its own issue. */
const LINKS: ReadonlyArray<{ to: string; titleKey: RouteTitleKey }> = [
  { to: paths.dashboard, titleKey: 'dashboard' },
  { to: paths.orders, titleKey: 'orders' },
  { to: paths.products, titleKey: 'products' },
  { to: paths.transactions, titleKey: 'transactions' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-4 py-2 text-sm font-semibold transition ${
    isActive
      ? 'bg-primary-light text-primary dark:bg-gray-800'
      : 'text-dark hover:bg-gray-100 hover:text-primary dark:text-gray-300 dark:hover:bg-gray-800'
  }`;

export function DefaultNav() {
  const { t } = useTranslation(['common', 'routes']);
  return (
    <nav
      aria-label={t('common:layout.mainNav')}
      className="border-b border-gray-100 bg-white md:w-60 md:shrink-0 md:border-r md:border-b-0 dark:border-gray-800 dark:bg-gray-900"
    >
      <ul className="flex gap-1 overflow-x-auto p-3 md:flex-col">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass}>
              {t(`routes:${link.titleKey}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

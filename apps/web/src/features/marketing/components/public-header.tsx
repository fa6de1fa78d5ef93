import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { productName } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'text-primary' : 'text-dark hover:text-primary dark:text-gray-200'}`;

export function PublicHeader() {
  const { t } = useTranslation(['marketing', 'common']);
  return (
    <header className="border-b border-gray-100 bg-white/80 backdrop-blur dark:border-gray-800 dark:bg-gray-950/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to={paths.home} aria-label={t('common:layout.homeLink', { product: productName() })}>
          <Logo />
        </Link>
        <nav
          aria-label={t('common:layout.publicNav')}
          className="flex flex-wrap items-center gap-1"
        >
          <NavLink to={paths.website} className={navLinkClass}>
            {t('nav.website')}
          </NavLink>
          <NavLink to={paths.faqs} className={navLinkClass}>
            {t('nav.faqs')}
          </NavLink>
          <NavLink to={paths.signIn} className={navLinkClass}>
            {t('nav.signIn')}
          </NavLink>
          <Link
            to={paths.signUp}
            className="ml-1 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            {t('nav.signUp')}
          </Link>
        </nav>
      </div>
    </header>
  );
}

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { productName } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';

const PAGES = [
  { to: screenPaths.website, key: 'nav.website' },
  { to: screenPaths.faqs, key: 'nav.faqs' },
] as const;
/** A visitor is asked to sign in or up; a signed-in merchant is taken back to their dashboard. */
const VISITOR_LINKS = [...PAGES, { to: screenPaths.signIn, key: 'nav.signIn' }] as const;
const SIGNED_IN_LINKS = [...PAGES, { to: screenPaths.dashboard, key: 'routes:dashboard' }] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'text-primary' : 'text-dark hover:text-primary dark:text-gray-200'}`;
const signUpClass =
  'rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark';

/**
 * The public pages' header: the logo and the links in one row. Below sm the links fold into a
 * menu button, so a phone gets one tidy row instead of three.
 */
export function PublicHeader() {
  const { t } = useTranslation(['marketing', 'common', 'routes']);
  const label = t('common:layout.publicNav');
  const signedIn = useSession((state) => state.user !== null);
  const links = signedIn ? SIGNED_IN_LINKS : VISITOR_LINKS;

  return (
    <header className="relative border-b border-gray-100 bg-white/80 backdrop-blur dark:border-gray-800 dark:bg-gray-950/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link
          to={screenPaths.home}
          aria-label={t('common:layout.homeLink', { product: productName() })}
        >
          <Logo />
        </Link>
        <nav aria-label={label} className="flex items-center gap-1 max-sm:hidden">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {t(link.key)}
            </NavLink>
          ))}
          {!signedIn && (
            <Link to={screenPaths.signUp} className={`ml-1 ${signUpClass}`}>
              {t('nav.signUp')}
            </Link>
          )}
        </nav>
        <Popover className="sm:hidden">
          {({ open }) => (
            <>
              <PopoverButton
                aria-label={t('nav.menu')}
                className="rounded-md p-2 text-dark hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-gray-800"
              >
                {open ? (
                  <X aria-hidden="true" className="size-6" />
                ) : (
                  <MenuIcon aria-hidden="true" className="size-6" />
                )}
              </PopoverButton>
              <PopoverPanel
                as="nav"
                aria-label={label}
                className="absolute inset-x-0 top-full z-40 flex flex-col gap-1 border-b border-gray-100 bg-white px-4 py-3 shadow-md dark:border-gray-800 dark:bg-gray-950"
              >
                {({ close }) => (
                  <>
                    {links.map((link) => (
                      <NavLink
                        key={link.to}
                        to={link.to}
                        onClick={() => close()}
                        className={navLinkClass}
                      >
                        {t(link.key)}
                      </NavLink>
                    ))}
                    {!signedIn && (
                      <Link
                        to={screenPaths.signUp}
                        onClick={() => close()}
                        className={`mt-1 text-center ${signUpClass}`}
                      >
                        {t('nav.signUp')}
                      </Link>
                    )}
                  </>
                )}
              </PopoverPanel>
            </>
          )}
        </Popover>
      </div>
    </header>
  );
}

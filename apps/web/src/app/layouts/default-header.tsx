import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { SettingsMenu } from '../../features/account/components/settings-menu';
import { SignOutButton } from '../../features/account/components/sign-out-button';
import { productName } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { getLogoUrl } from '../../lib/session';

interface DefaultHeaderProps {
  storeName: string;
}

export function DefaultHeader({ storeName }: DefaultHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
        <Link to={paths.home} aria-label={t('layout.homeLink', { product: productName() })}>
          <Logo src={getLogoUrl()} showName={false} />
        </Link>
        <p className="min-w-0 flex-1 truncate text-base font-semibold text-dark dark:text-white">
          {storeName}
        </p>
        <SettingsMenu />
        <SignOutButton />
      </div>
    </header>
  );
}

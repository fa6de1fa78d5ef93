import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { productName } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { isStoreVerified, useLogoUrl } from '../../../lib/session';

interface StoreIdentityProps {
  storeName: string;
}

/**
 * docs/product/screens.md: the logo (the store's own when it has one) linking to /, the name, the
 * badge.
 */
export function StoreIdentity({ storeName }: StoreIdentityProps) {
  const { t } = useTranslation(['common', 'shell']);
  const logoUrl = useLogoUrl((state) => state.logoUrl);
  const verified = isStoreVerified();

  return (
    <div className="flex min-w-0 flex-1 items-center gap-1.5 sm:gap-2.5">
      <Link
        to={screenPaths.home}
        aria-label={t('common:layout.homeLink', { product: productName() })}
        className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Logo
          src={logoUrl}
          alt={t('common:layout.storeLogo', { store: storeName })}
          showName={false}
        />
      </Link>
      <p className="flex min-w-0 items-center gap-1.5 text-base font-semibold text-dark dark:text-white">
        <span className="truncate max-sm:sr-only">{storeName}</span>
        {verified && (
          <span title={t('shell:header.verified')} className="shrink-0">
            <BadgeCheck
              role="img"
              aria-label={t('shell:header.verified')}
              className="size-5 fill-primary text-white"
            />
          </span>
        )}
      </p>
    </div>
  );
}

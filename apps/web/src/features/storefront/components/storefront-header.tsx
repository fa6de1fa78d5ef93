import type { StorefrontStore } from '@olivia/contracts/storefront';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../hooks/use-cart';
import { storefrontPaths } from '../model/storefront-paths';

interface StorefrontHeaderProps {
  slug: string;
  store: StorefrontStore;
}

/** The store's bar on every page: its logo and name (home), and the cart with its count. */
export function StorefrontHeader({ slug, store }: StorefrontHeaderProps) {
  const { t } = useTranslation('storefront');
  const { count } = useCart(slug);
  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/90 backdrop-blur print:hidden dark:border-gray-800 dark:bg-gray-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to={storefrontPaths.home(slug)}
          className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-primary"
        >
          {store.logourl && (
            <img
              src={store.logourl}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-md object-cover"
            />
          )}
          <span className="truncate text-lg font-bold text-dark dark:text-white">{store.name}</span>
        </Link>
        <Link
          to={storefrontPaths.cart(slug)}
          aria-label={t('cart.open', { items: count })}
          className="relative flex size-11 shrink-0 items-center justify-center rounded-full text-dark transition hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-100 dark:hover:bg-gray-800"
        >
          <ShoppingBag aria-hidden="true" className="size-6" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-dark px-1 text-[11px] font-bold text-white dark:bg-white dark:text-gray-900"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Link>
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CartLineItem } from '../components/cart-line-item';
import { CartTotalsList } from '../components/cart-totals-list';
import { useCart } from '../hooks/use-cart';
import { useStoreTitle } from '../hooks/use-store-title';
import { useStorefront } from '../hooks/use-storefront';
import { cartTotals } from '../model/cart-totals';
import { storefrontPaths } from '../model/storefront-paths';

/** /store/<slug>/cart: what the customer is about to buy, kept in this browser. */
export function CartRoute() {
  const { t } = useTranslation('storefront');
  const { slug, store } = useStorefront();
  const cart = useCart(slug);
  const totals = cartTotals(cart.lines, store.deliveryfee);
  useStoreTitle(store.name, t('cart.heading'));

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-dark sm:text-3xl dark:text-white">
        {t('cart.heading')}
      </h1>
      {cart.lines.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          body={t('cart.emptyBody')}
          action={
            <Link to={storefrontPaths.home(slug)} className={buttonClassName('primary')}>
              {t('cart.continue')}
            </Link>
          }
        />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <ul
            aria-label={t('cart.lines')}
            className="divide-y divide-gray-100 border-y border-gray-100 dark:divide-gray-800 dark:border-gray-800"
          >
            {cart.lines.map((line) => (
              <CartLineItem
                key={`${line.productid}:${line.variantid ?? ''}`}
                slug={slug}
                line={line}
                currency={store.currency}
                onQuantity={(quantity) => cart.setQuantity(line, quantity)}
                onRemove={() => cart.remove(line)}
              />
            ))}
          </ul>
          <aside className="h-fit space-y-5 rounded-2xl bg-gray-50 p-5 dark:bg-gray-900">
            <CartTotalsList {...totals} currency={store.currency} />
            <Link
              to={storefrontPaths.checkout(slug)}
              className={buttonClassName('primary', 'w-full py-3 text-base')}
            >
              {t('cart.checkout')}
            </Link>
            <Link
              to={storefrontPaths.home(slug)}
              className="block text-center text-sm font-semibold text-gray-600 hover:text-dark dark:text-gray-300"
            >
              {t('cart.continue')}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}

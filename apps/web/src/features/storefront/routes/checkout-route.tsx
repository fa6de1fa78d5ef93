import type { CheckoutResponse } from '@olivia/contracts/storefront';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentBanks, type DeliveryChoice } from '../api/storefront-api';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutSummary } from '../components/checkout-summary';
import { useCart } from '../hooks/use-cart';
import { useStoreTitle } from '../hooks/use-store-title';
import { useStorefront } from '../hooks/use-storefront';
import { saveOrderToken } from '../model/order-tokens';
import { storefrontPaths } from '../model/storefront-paths';

interface CheckoutRouteProps {
  /** Opens the card provider's page: a document load (tests pass a recorder). */
  leave?: (url: string) => void;
}

const openDocument = (url: string) => window.location.assign(url);

/**
 * /store/<slug>/checkout: the customer's details and how they pay, then the order: its receipt,
 * or for a card first the provider's page, which sends the customer back to the receipt.
 */
export function CheckoutRoute({ leave = openDocument }: CheckoutRouteProps) {
  const { t } = useTranslation('storefront');
  const { slug, store } = useStorefront();
  const cart = useCart(slug);
  const banks = usePaymentBanks(slug);
  const navigate = useNavigate();
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [placed, setPlaced] = useState(false);
  const [code, setCode] = useState('');
  const [delivery, setDelivery] = useState<DeliveryChoice>();
  useStoreTitle(store.name, t('checkout.heading'));

  /**
   * Keeps the order's secret on this device (the card page returns to the receipt, which needs
   * it), opens the receipt, empties the cart, and for a card goes on to the provider's page.
   */
  const onPlaced = async ({ order, token }: CheckoutResponse) => {
    setPlaced(true);
    saveOrderToken(slug, order.id, token);
    const opened = navigate(storefrontPaths.order(slug, order.id), { replace: true });
    cart.clear();
    // The receipt replaces the checkout first, so 'Back' from the card page lands on it.
    await opened;
    if (order.checkouturl) leave(order.checkouturl);
  };

  if (cart.lines.length === 0 && !placed) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
        <EmptyState
          title={t('cart.empty')}
          body={t('cart.emptyBody')}
          action={
            <Link to={storefrontPaths.home(slug)} className={buttonClassName('primary')}>
              {t('cart.continue')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold text-dark sm:text-3xl dark:text-white">
        {t('checkout.heading')}
      </h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {banks.isPending && (
            <p role="status" className="flex items-center gap-3 text-gray-500">
              <Spinner className="size-5 text-primary" />
              {t('checkout.loadingBanks')}
            </p>
          )}
          {banks.isError && (
            <div className="space-y-4">
              <Alert>{t('checkout.banksFailed')}</Alert>
              <Button variant="outline" onClick={() => void banks.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          )}
          {banks.data && (
            <CheckoutForm
              slug={slug}
              lines={cart.lines}
              banks={banks.data}
              onPlaced={(placed) => void onPlaced(placed)}
              onLineErrors={setLineErrors}
              code={code}
              currency={store.currency}
              onDelivery={setDelivery}
            />
          )}
        </div>
        <CheckoutSummary
          slug={slug}
          code={code}
          onCode={setCode}
          lines={cart.lines}
          currency={store.currency}
          deliveryfee={store.deliveryfee}
          lineErrors={lineErrors}
          delivery={delivery}
        />
      </div>
    </div>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { useRetryCard, type OrderAccess } from '../api/storefront-api';
import { storefrontPaths } from '../model/storefront-paths';

/**
 * An unpaid card order: the way back to the provider's page while it is open, or why the card
 * was refused and a new card page for another try (the order keeps its items meanwhile).
 */
export function CardPayment({
  order,
  access,
  leave = (url) => window.location.assign(url),
}: {
  order: PublicOrder;
  access: OrderAccess;
  /** Goes to the provider's page (tests record it). */
  leave?: ((url: string) => void) | undefined;
}) {
  const { t } = useTranslation('storefront');
  const errorMessage = useErrorMessage();
  const retry = useRetryCard(access);
  const amount = formatMoney(order.amountdue, order.currency);
  const failed = order.cardfailure !== '';
  if (!failed && !order.checkouturl) return null;

  return (
    <section
      aria-labelledby="card-heading"
      className="space-y-4 rounded-2xl border border-primary/30 bg-primary-light/50 p-5 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="card-heading" className="text-lg font-bold text-dark dark:text-white">
        {t(failed ? 'cardPayment.failedHeading' : 'cardPayment.heading')}
      </h2>
      {failed ? (
        <Alert>{t('cardPayment.reason', { reason: order.cardfailure })}</Alert>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('cardPayment.intro', { amount })}
        </p>
      )}
      {order.checkouturl ? (
        <a
          href={order.checkouturl}
          className={buttonClassName('primary', 'w-full py-3 text-base print:hidden')}
        >
          <CreditCard aria-hidden="true" className="size-5" />
          {t(failed ? 'cardPayment.retry' : 'cardPayment.pay', { amount })}
        </a>
      ) : (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('cardPayment.closed')}</p>
          {retry.isError && <Alert>{errorMessage(retry.error)}</Alert>}
          <Button
            className="w-full py-3 text-base print:hidden"
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, {
                onSuccess: (next) => {
                  if (next.checkouturl) leave(next.checkouturl);
                },
              })
            }
          >
            <CreditCard aria-hidden="true" className="size-5" />
            {t('cardPayment.retry')}
          </Button>
          <Link
            to={storefrontPaths.home(order.store.slug)}
            className={buttonClassName('outline', 'print:hidden')}
          >
            {t('cart.continue')}
          </Link>
        </>
      )}
      {!failed && (
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('cardPayment.waiting')}</p>
      )}
    </section>
  );
}

import { StorefrontOrderParamsSchema } from '@olivia/contracts/storefront';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../api/storefront-api';
import { OrderNotFound } from '../components/order-not-found';
import { Receipt } from '../components/receipt';
import { useOrderToken } from '../hooks/use-order-token';
import { useStoreTitle } from '../hooks/use-store-title';
import { useStorefront } from '../hooks/use-storefront';

/**
 * /store/<slug>/orders/<id>: the receipt, opened with the order's secret from this device or
 * from the e-mail link (`#<token>`). Unpaid, it shows where to pay and turns paid by itself.
 */
export function OrderRoute({ leave }: { leave?: ((url: string) => void) | undefined } = {}) {
  const { slug } = useStorefront();
  const id = useParams().id ?? '';
  const token = useOrderToken(slug, id);
  const validId = StorefrontOrderParamsSchema.safeParse({ id }).success;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      {validId && token !== null ? (
        <OrderView slug={slug} id={id} token={token} leave={leave} />
      ) : (
        <OrderNotFound slug={slug} />
      )}
    </div>
  );
}

interface OrderViewProps {
  slug: string;
  id: string;
  token: string;
  leave?: ((url: string) => void) | undefined;
}

function OrderView({ slug, id, token, leave }: OrderViewProps) {
  const { t } = useTranslation('storefront');
  const { store } = useStorefront();
  const order = useOrder(id, token);
  const heading = order.data ? t('order.heading', { number: order.data.number }) : undefined;
  useStoreTitle(store.name, heading);

  if (order.error instanceof ApiError && order.error.status === 404) {
    return <OrderNotFound slug={slug} />;
  }
  // A poll that failed keeps the receipt it had; the next one may get through.
  if (order.data) return <Receipt order={order.data} access={{ id, token }} leave={leave} />;
  if (order.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-gray-500">
        <Spinner className="size-5 text-primary" />
        {t('order.loading')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <Alert>{t('order.failed')}</Alert>
      <Button variant="outline" onClick={() => void order.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

import type { PublicOrder } from '@olivia/contracts/storefront';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import type { OrderAccess } from '../api/storefront-api';
import { CardPayment } from './card-payment';
import { CartTotalsList } from './cart-totals-list';
import { OrderLines } from './order-lines';
import { OrderPdfButton } from './order-pdf-button';
import { OrderProgress } from './order-progress';
import { PaymentInstructions } from './payment-instructions';
import { OrderDeliveryLines } from '../../../components/ui/order-delivery';

interface ReceiptProps {
  order: PublicOrder;
  access: OrderAccess;
  /** Goes to the card provider's page (tests record it). */
  leave?: ((url: string) => void) | undefined;
}

const PAID_STATUSES: ReadonlySet<PublicOrder['orderStatus']> = new Set([
  'paid',
  'processing',
  'shipped',
  'delivered',
]);

/** The customer's receipt: the order, how to pay it or how far it has come, and its lines. */
export function Receipt({ order, access, leave }: ReceiptProps) {
  const { t, i18n } = useTranslation('storefront');
  const paid = PAID_STATUSES.has(order.orderStatus);
  const pending = order.orderStatus === 'pending';
  const payment = pending ? order.payment : null;

  return (
    <article className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-dark sm:text-3xl dark:text-white">
              {t('order.heading', { number: order.number })}
            </h1>
            <StatusBadge status={order.orderStatus} label={t(`status.${order.orderStatus}`)} />
          </div>
          <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">
            {t('order.placedAt', {
              date: formatDateTime(order.createdat, order.currency, { language: i18n.language }),
            })}
          </p>
        </div>
        <OrderPdfButton order={order} access={access} paid={paid} />
      </header>

      {paid && (
        <section className="space-y-6 rounded-2xl border border-success/30 bg-success-light p-5 dark:bg-gray-900">
          <p role="status" className="flex items-center gap-2 text-base font-bold text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {t('order.paid')}
          </p>
          <OrderProgress status={order.orderStatus} />
        </section>
      )}
      {payment && <PaymentInstructions order={order} payment={payment} />}
      {pending && order.paymentmethod === 'card' && (
        <CardPayment order={order} access={access} leave={leave} />
      )}
      {(order.orderStatus === 'cancelled' || order.orderStatus === 'refunded') && (
        <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700 dark:bg-gray-900 dark:text-gray-300">
          {t(`order.${order.orderStatus}Body`)}
        </p>
      )}

      <section aria-labelledby="lines-heading" className="space-y-4">
        <h2 id="lines-heading" className="text-lg font-bold text-dark dark:text-white">
          {t('order.lines')}
        </h2>
        <OrderLines order={order} access={access} />
        <div className="ml-auto max-w-sm">
          <CartTotalsList
            subtotal={order.subtotal}
            deliveryfee={order.deliveryfee}
            discount={order.discount}
            total={order.total}
            currency={order.currency}
          />
        </div>
      </section>

      <section aria-labelledby="deliver-heading">
        <h2 id="deliver-heading" className="mb-3 text-lg font-bold text-dark dark:text-white">
          {t('order.deliverTo')}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Detail term={t('checkout.name')}>{order.name}</Detail>
          <Detail term={t('checkout.address')}>
            {order.address}, {order.city}
          </Detail>
          <Detail term={t('checkout.email')}>{order.email}</Detail>
          <Detail term={t('checkout.phone')}>{order.phone}</Detail>
        </dl>
        <div className="mt-3">
          <OrderDeliveryLines delivery={order.delivery} />
        </div>
      </section>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
      <dd className="font-semibold break-words text-dark dark:text-gray-100">{children}</dd>
    </div>
  );
}

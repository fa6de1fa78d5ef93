import type { OrderDetail, OrderStatus, PaymentState } from '@olivia/contracts/orders';
import { useTranslation } from 'react-i18next';

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A colour per status, so a column of them reads at a glance (each also says its name). */
const statusTones: Record<OrderStatus, string> = {
  pending: 'bg-warning/15 text-warning-dark dark:text-warning',
  paid: 'bg-primary-light text-primary-dark dark:text-primary dark:bg-primary/20',
  processing: 'bg-secondary/15 text-secondary-dark dark:text-secondary',
  shipped: 'bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300',
  delivered: 'bg-success-light text-success-dark dark:text-success dark:bg-success/20',
  cancelled: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
  refunded: 'bg-danger-light text-danger-dark dark:text-danger dark:bg-danger/20',
};

const paymentTones: Record<PaymentState, string> = {
  unpaid: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
  partiallypaid: 'bg-warning/15 text-warning-dark dark:text-warning',
  paid: 'bg-success-light text-success-dark dark:text-success dark:bg-success/20',
};

/** An order's status in the reader's language, in its colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <span className={`${badge} ${statusTones[status]}`}>{t(`status.${status}`)}</span>;
}

/** How much of an order is paid: unpaid, partially paid or paid. */
export function PaymentBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation('orders');
  return <span className={`${badge} ${paymentTones[state]}`}>{t(`payment.${state}`)}</span>;
}

/** An order taken by the staff (by phone or at the counter) rather than on the store's page. */
export function SourceBadge({ source }: { source: OrderDetail['source'] }) {
  const { t } = useTranslation('orders');
  if (source !== 'manual') return null;
  return (
    <span className={`${badge} bg-secondary/15 text-secondary-dark dark:text-secondary`}>
      {t('source.manual')}
    </span>
  );
}

/** How the order is paid: cash, bank transfer or card. */
export function PaymentMethod({ method }: { method: OrderDetail['paymentmethod'] }) {
  const { t } = useTranslation('orders');
  return (
    <span className="text-sm text-gray-600 dark:text-gray-300">
      {t('method.label', { method: t(`method.${method}`) })}
    </span>
  );
}

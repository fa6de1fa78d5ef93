import type { OrderDetail } from '@olivia/contracts/orders';
import { Printer } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Button } from '../../../components/ui/button';
import { printElement } from '../../../components/ui/print-element';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session';
import { useOrder } from '../api/orders-api';
import { OrderActions } from '../components/order-actions';
import {
  OrderStatusBadge,
  PaymentBadge,
  PaymentMethod,
  SourceBadge,
} from '../components/order-badges';
import { orderNumber } from '../components/order-columns';
import { OrderContact } from '../components/order-contact';
import { OrderCustomerLink } from '../components/order-customer-link';
import { OrderDocument, type OrderDocumentKind } from '../components/order-document';
import { OrderItems, OrderTotals } from '../components/order-items';
import { OrderPaymentAccount } from '../components/order-payment-account';
import { OrderRefunds } from '../components/order-refunds';
import { OrderTimeline } from '../components/order-timeline';

/**
 * /orders/all/:id: one order in a wide drawer, its next steps first, then who ordered, what,
 * the totals, how to pay (while unpaid) and its timeline (just after it was taken by the staff,
 * the customer's link to it first); the invoice and the packing slip print.
 */
export function OrderDetailRoute() {
  const { t } = useTranslation(['orders', 'routes']);
  const { id = '' } = useParams();
  const order = useOrder(id);
  const close = useCloseDrawer();

  if (!order.data) {
    return (
      <RecordDrawerStatus
        title={t('routes:orderDetail')}
        error={order.error}
        isError={order.isError}
        notFoundText={t('detail.notFound')}
        loadingText={t('detail.loading')}
        onClose={close}
        size="lg"
      />
    );
  }
  return <OrderDrawer order={order.data} onClose={close} />;
}

function OrderDrawer({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const storeName = useSession((state) => state.user?.businessname);
  const documents = useRef<Record<OrderDocumentKind, HTMLElement | null>>({
    invoice: null,
    slip: null,
  });
  const print = (kind: OrderDocumentKind) => {
    const document = documents.current[kind];
    if (document) printElement(document.cloneNode(true));
  };

  return (
    <Drawer
      title={t('detail.title', { number: orderNumber(order) })}
      description={formatDateTime(order.createdat, order.currency, { language: i18n.language })}
      onClose={onClose}
      size="lg"
    >
      <div className="flex-1 space-y-6 overflow-y-auto p-5">
        <OrderCustomerLink />
        <p className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.orderStatus} />
          <PaymentBadge state={order.paymentstate} />
          <SourceBadge source={order.source} />
          <PaymentMethod method={order.paymentmethod} />
        </p>
        <OrderActions key={order.id} order={order} />
        <OrderContact order={order} />
        <section className="space-y-3">
          <h3 className="font-semibold text-dark dark:text-white">{t('items.label')}</h3>
          <OrderItems order={order} />
          <OrderTotals order={order} />
        </section>
        <OrderPaymentAccount order={order} />
        <OrderRefunds order={order} />
        <OrderTimeline events={order.timeline} currency={order.currency} />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
        <Button variant="outline" onClick={() => print('slip')}>
          <Printer aria-hidden="true" className="size-4" />
          {t('print.printSlip')}
        </Button>
        <Button variant="outline" onClick={() => print('invoice')}>
          <Printer aria-hidden="true" className="size-4" />
          {t('print.printInvoice')}
        </Button>
      </div>
      <div hidden>
        {(['invoice', 'slip'] as const).map((kind) => (
          <OrderDocument
            key={kind}
            kind={kind}
            order={order}
            storeName={storeName}
            ref={(element) => {
              documents.current[kind] = element;
            }}
          />
        ))}
      </div>
    </Drawer>
  );
}

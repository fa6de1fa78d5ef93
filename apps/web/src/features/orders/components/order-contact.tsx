import type { OrderDetail } from '@olivia/contracts/orders';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasDeliveryDetails, OrderDeliveryLines } from '../../../components/ui/order-delivery';
import { screenPaths } from '../../../lib/screen-paths';

const link =
  'text-primary wrap-anywhere hover:underline focus-visible:outline-2 focus-visible:outline-primary';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-1 text-sm">
      <h3 className="font-semibold text-dark dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

/** /chats opened on the customer's conversations (searched by their e-mail). */
export const chatsWith = (email: string) =>
  `${screenPaths.chats}?${new URLSearchParams({ q: email })}`;

/**
 * Who ordered and where it goes: name, e-mail, phone, a way to message them, the address; and
 * the branch it belongs to (sold at its counter, or picked up there).
 */
export function OrderContact({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { customer } = order;
  const placed = order.address !== '' || order.city !== '' || hasDeliveryDetails(order.delivery);
  const note = order.note && (
    <p className="pt-1 text-gray-600 dark:text-gray-300">
      <span className="font-medium">{t('detail.note')}</span> {order.note}
    </p>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Section title={t('detail.customer')}>
        <p className="font-medium text-dark dark:text-gray-100">{customer.name}</p>
        {customer.email && (
          <p>
            <a href={`mailto:${customer.email}`} className={link}>
              {customer.email}
            </a>
          </p>
        )}
        {customer.phone && (
          <p>
            <a href={`tel:${customer.phone}`} className={link}>
              {customer.phone}
            </a>
          </p>
        )}
        {/* A sale at the counter goes nowhere: no empty Delivery heading, its note kept here. */}
        {!placed && note}
        {customer.email && (
          <p className="pt-1">
            <Link
              to={chatsWith(customer.email)}
              className={`${link} inline-flex items-center gap-1.5 font-semibold`}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('detail.message')}
            </Link>
          </p>
        )}
      </Section>
      {placed && (
        <Section title={t('detail.delivery')}>
          {order.address && (
            <p className="whitespace-pre-line text-dark dark:text-gray-100">{order.address}</p>
          )}
          {order.city && <p className="text-dark dark:text-gray-100">{order.city}</p>}
          <OrderDeliveryLines delivery={order.delivery} />
          {note}
        </Section>
      )}
      {order.branch && (
        <Section title={t('detail.branch')}>
          <p className="font-medium text-dark dark:text-gray-100">{order.branch.name}</p>
        </Section>
      )}
    </div>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { Customer } from '@olivia/contracts/customers';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { buttonClassName } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { customersApi } from '../api/customers-api';

/** /orders/all narrowed to the customer's orders. */
export const ordersOf = (customer: Pick<Customer, 'id'>) =>
  `${screenPaths.orders}?${new URLSearchParams({ customer: customer.id })}`;
/** /chats searched for the customer's conversations. */
export const chatsWith = (customer: Pick<Customer, 'email'>) =>
  `${screenPaths.chats}?${new URLSearchParams({ q: customer.email })}`;

const link = 'text-primary wrap-anywhere hover:underline focus-visible:outline-2';

/** /customers/all/:id: how to reach the customer, what they have bought, and where to go next. */
export function CustomerDetailRoute() {
  const { t } = useTranslation(['customers', 'routes']);
  const { id = '' } = useParams();
  const customer = customersApi.useOne(id);
  const close = useCloseDrawer();
  if (!customer.data) {
    return (
      <RecordDrawerStatus
        title={t('routes:customerDetail')}
        error={customer.error}
        isError={customer.isError}
        notFoundText={t('detail.notFound')}
        loadingText={t('detail.loading')}
        onClose={close}
      />
    );
  }
  return <CustomerDrawer customer={customer.data} onClose={close} />;
}

function CustomerDrawer({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t, i18n } = useTranslation('customers');
  const currency = useSession((state) => state.user?.currency);
  const date = (value: string | null) =>
    value ? formatDateTime(value, currency, { language: i18n.language }) : t('list.never');
  const figures: [string, string][] = [
    [t('columns.orders'), String(customer.orderscount)],
    [t('columns.totalSpent'), formatMoney(customer.totalspent, currency)],
    [t('columns.lastOrder'), date(customer.lastorderat)],
    [t('detail.since'), date(customer.createdat)],
  ];
  return (
    <Drawer title={customer.name} description={t('detail.title')} onClose={onClose}>
      <div className="flex-1 space-y-6 overflow-y-auto p-5 text-sm">
        <section className="space-y-1">
          <h3 className="font-semibold text-dark dark:text-white">{t('detail.contact')}</h3>
          <p>
            <a href={`mailto:${customer.email}`} className={link}>
              {customer.email}
            </a>
          </p>
          {customer.phone && (
            <p>
              <a href={`tel:${customer.phone}`} className={link}>
                {customer.phone}
              </a>
            </p>
          )}
        </section>
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md bg-gray-50 p-3 dark:bg-gray-800/50">
              <dt className="text-xs text-gray-500 dark:text-gray-400">{label}</dt>
              <dd className="mt-1 font-semibold text-dark dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
        <Link to={chatsWith(customer)} className={buttonClassName('outline')}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('detail.message')}
        </Link>
        <Link to={ordersOf(customer)} className={buttonClassName('primary')}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t('detail.viewOrders')}
        </Link>
      </div>
    </Drawer>
  );
}

import { formatMoney } from '@olivia/contracts/format-money';
import type { Customer } from '@olivia/contracts/customers';
import { MAIN_USER } from '@olivia/contracts/roles';
import { MessageCircle, Pencil, ShoppingCart, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { customersApi } from '../api/customers-api';
import { CustomerRecord } from '../components/customer-detail-sections';
import { customerName } from '../components/customer-name';
import { EraseCustomerDialog } from '../components/erase-customer-dialog';

/** /orders/all narrowed to the customer's orders. */
export const ordersOf = (customer: Pick<Customer, 'id'>) =>
  `${screenPaths.orders}?${new URLSearchParams({ customer: customer.id })}`;
/** /chats searched for the customer's conversations. */
export const chatsWith = (customer: Pick<Customer, 'email'>) =>
  `${screenPaths.chats}?${new URLSearchParams({ q: customer.email })}`;

const link = 'text-primary wrap-anywhere hover:underline focus-visible:outline-2';

/**
 * /customers/all/:id: how to reach the customer, what they have bought, what the merchant keeps
 * about them (source, notes, tags, addresses, consent), and where to go next: edit, their orders
 * and chats, and for the main user erasing their personal data.
 */
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
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const { search } = useLocation();
  const [erasing, setErasing] = useState<Customer | null>(null);
  const date = (value: string) => formatDateTime(value, currency, { language: i18n.language });
  const figures: [string, string][] = [
    [t('columns.orders'), String(customer.orderscount)],
    [t('columns.totalSpent'), formatMoney(customer.totalspent, currency)],
    [t('columns.lastOrder'), customer.lastorderat ? date(customer.lastorderat) : t('list.never')],
    [t('detail.since'), date(customer.createdat)],
  ];
  const erased = customer.erasedat !== null;
  return (
    <Drawer title={customerName(customer, t)} description={t('detail.title')} onClose={onClose}>
      <div className="flex-1 space-y-6 overflow-y-auto p-5 text-sm">
        {customer.erasedat && (
          <Alert tone="info">
            {t('erased.on', { date: date(customer.erasedat) })} {t('erased.kept')}
          </Alert>
        )}
        {(customer.email || customer.phone) && (
          <section className="space-y-1">
            <h3 className="font-semibold text-dark dark:text-white">{t('detail.contact')}</h3>
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
          </section>
        )}
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md bg-gray-50 p-3 dark:bg-gray-800/50">
              <dt className="text-xs text-gray-500 dark:text-gray-400">{label}</dt>
              <dd className="mt-1 font-semibold text-dark dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {!erased && <CustomerRecord customer={customer} date={date} />}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
        {!erased && isMainUser && (
          <Button variant="ghost" className="text-danger" onClick={() => setErasing(customer)}>
            <UserX aria-hidden="true" className="size-4" />
            {t('erase.action')}
          </Button>
        )}
        {!erased && (
          <Link to={{ pathname: 'edit', search }} className={buttonClassName('outline')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('actions.edit')}
          </Link>
        )}
        {customer.email && (
          <Link to={chatsWith(customer)} className={buttonClassName('outline')}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('detail.message')}
          </Link>
        )}
        <Link to={ordersOf(customer)} className={buttonClassName('primary')}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t('detail.viewOrders')}
        </Link>
      </div>
      <EraseCustomerDialog customer={erasing} onClose={() => setErasing(null)} />
    </Drawer>
  );
}

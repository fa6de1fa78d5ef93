import { formatMoney } from '@olivia/contracts/format-money';
import type { Supplier } from '@olivia/contracts/suppliers';
import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { buttonClassName } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { suppliersApi, useSupplierOrders } from '../api/suppliers-api';
import { PurchaseOrderStatusBadge } from '../components/purchase-order-columns';
import { DrawerLink } from '../components/drawer-link';
import { DrawerStatus } from '../components/drawer-status';
import { linkClass } from '../components/supplier-columns';

/** /suppliers/all/:id: a supplier, what they supply and their purchase orders. */
export function SupplierDetailRoute() {
  const { t } = useTranslation('suppliers');
  const { id = '' } = useParams();
  const close = useCloseDrawer();
  const supplier = suppliersApi.useOne(id);
  return (
    <Drawer
      title={supplier.data?.name ?? t('detail.title')}
      description={supplier.data?.contactname}
      onClose={close}
      size="lg"
    >
      {supplier.data ? (
        <SupplierDetail supplier={supplier.data} />
      ) : (
        <DrawerStatus
          error={supplier.error}
          isError={supplier.isError}
          notFoundText={t('notFound')}
          loadingText={t('loading')}
        />
      )}
    </Drawer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-gray-500 uppercase dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-dark dark:text-gray-100">{value || '—'}</dd>
    </div>
  );
}

function SupplierDetail({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation('suppliers');
  const currency = useSession((state) => state.user?.currency);
  const money = (value: number) => formatMoney(value, currency);
  const orders = useSupplierOrders(supplier.id);
  return (
    <div className="flex-1 space-y-6 overflow-y-auto p-5">
      <div className="flex flex-wrap gap-2">
        <DrawerLink
          to={{ pathname: '../orders/new', search: `?supplier=${supplier.id}` }}
          relative="path"
          className={buttonClassName('primary')}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('po.add')}
        </DrawerLink>
        <Link to="edit" className={buttonClassName('outline')}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit')}
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('form.email')} value={supplier.email} />
        <Fact label={t('form.phone')} value={supplier.phone} />
        <Fact label={t('form.address')} value={supplier.address} />
        <Fact
          label={t('form.terms')}
          value={`${t(`terms.${supplier.paymentterms}`)} · ${t('leadTime', { count: supplier.leadtimedays })}`}
        />
        <Fact
          label={t('detail.account')}
          value={
            supplier.accountnumber
              ? `${supplier.accountname} · ${supplier.bankname} ${supplier.accountnumber}`
              : t('detail.noAccount')
          }
        />
        <Fact
          label={t('detail.money')}
          value={t('detail.moneyValue', {
            paid: money(supplier.paid),
            owed: money(supplier.owed),
          })}
        />
      </dl>
      {supplier.notes && <p className="text-sm whitespace-pre-line">{supplier.notes}</p>}
      <section>
        <h3 className="font-semibold text-dark dark:text-white">{t('form.products')}</h3>
        {supplier.products.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('detail.noProducts')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100 text-sm dark:divide-gray-800">
            {supplier.products.map((product) => (
              <li
                key={`${product.productid}/${product.variantid ?? ''}`}
                className="flex justify-between gap-3 py-2"
              >
                <span>{product.name}</span>
                <span className="text-gray-600 dark:text-gray-300">{money(product.unitcost)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="font-semibold text-dark dark:text-white">{t('detail.orders')}</h3>
        {orders.data?.length === 0 && (
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('detail.noOrders')}</p>
        )}
        <ul className="mt-2 divide-y divide-gray-100 text-sm dark:divide-gray-800">
          {orders.data?.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={{ pathname: '..', search: `?view=orders&q=${order.number}` }}
                relative="path"
                className={linkClass}
              >
                {order.number}
              </Link>
              <PurchaseOrderStatusBadge t={t} status={order.status} />
              <span>{money(order.total)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

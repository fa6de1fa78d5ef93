import type { DashboardResponse } from '@olivia/contracts/wallet';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { paths } from '../../../lib/paths';

interface RecentOrdersProps {
  orders: DashboardResponse['ordersList'] | undefined;
  currency: string;
}

const cell = 'px-4 py-3 whitespace-nowrap';

/** SPEC §2: the newest orders (S/N, Total amount, Order status, Created at), each one a link. */
export function RecentOrders({ orders, currency }: RecentOrdersProps) {
  const { t, i18n } = useTranslation(['dashboard', 'orders']);
  return (
    <section
      aria-labelledby="recent-orders-heading"
      className="rounded-md bg-white shadow-sm dark:bg-gray-900"
    >
      <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-3 dark:border-gray-800">
        <h2 id="recent-orders-heading" className="text-lg font-semibold text-dark dark:text-white">
          {t('orders.title')}
        </h2>
        <Link to={paths.orders} className="text-sm font-semibold text-primary hover:underline">
          {t('orders.viewAll')}
        </Link>
      </div>
      {orders?.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-gray-500 dark:text-gray-400">
          {t('orders.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-gray-500 uppercase dark:text-gray-400">
              <tr>
                <th scope="col" className={cell}>
                  {t('orders.serial')}
                </th>
                <th scope="col" className={cell}>
                  {t('orders.total')}
                </th>
                <th scope="col" className={cell}>
                  {t('orders.status')}
                </th>
                <th scope="col" className={cell}>
                  {t('orders.created')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {(orders ?? []).map((order, index) => (
                <tr key={order.id}>
                  <td className={cell}>
                    <Link
                      to={`${paths.orders}/${order.id}`}
                      aria-label={t('orders:list.open', { number: order.number })}
                      className="font-semibold text-primary hover:underline"
                    >
                      {index + 1}
                    </Link>
                  </td>
                  <td className={`${cell} font-semibold text-dark dark:text-gray-100`}>
                    {formatMoney(order.total, currency)}
                  </td>
                  <td className={cell}>
                    <StatusBadge
                      status={order.orderStatus}
                      label={t(`orders:status.${order.orderStatus}`)}
                    />
                  </td>
                  <td className={`${cell} text-gray-600 dark:text-gray-300`}>
                    {formatDateTime(order.createdat, currency, { language: i18n.language })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

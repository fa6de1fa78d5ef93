import type { DashboardResponse } from '@olivia/contracts/wallet';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { screenPaths } from '../../../lib/screen-paths';
import { DashboardPanel, panelCell as cell } from './dashboard-panel';

interface RecentOrdersProps {
  orders: DashboardResponse['ordersList'] | undefined;
  currency: string;
}

/**
 * docs/product/screens.md: the newest orders (S/N, Total amount, Order status, Created at), each
 * one a link.
 */
export function RecentOrders({ orders, currency }: RecentOrdersProps) {
  const { t, i18n } = useTranslation(['dashboard', 'orders']);
  return (
    <DashboardPanel
      title={t('orders.title')}
      link={{ to: screenPaths.orders, label: t('orders.viewAll') }}
      empty={orders?.length === 0 && t('orders.empty')}
      head={[t('orders.serial'), t('orders.total'), t('orders.status'), t('orders.created')].map(
        (label) => (
          <th key={label} scope="col" className={cell}>
            {label}
          </th>
        ),
      )}
    >
      {(orders ?? []).map((order, index) => (
        <tr key={order.id}>
          <td className={cell}>
            <Link
              to={`${screenPaths.orders}/${order.id}`}
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
    </DashboardPanel>
  );
}

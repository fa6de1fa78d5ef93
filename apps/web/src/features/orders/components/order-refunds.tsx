import { formatMoney } from '@olivia/contracts/format-money';
import type { OrderDetail } from '@olivia/contracts/orders';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session';
import { useOrderRefunds } from '../api/orders-api';

/** Who may give money back: the main user, or a sub-user allowed to transfer (ADR 0033). */
export const useCanRefundOrder = () =>
  useSession(
    (state) =>
      state.user?.userCategory === MAIN_USER || (state.user?.allowsubusertransfer ?? false),
  );

const STATUS_CLASS = {
  pending: 'text-warning-dark dark:text-warning',
  processed: 'text-success',
  failed: 'text-danger',
} as const;

/**
 * The money given back on a paid order: each refund (how, how much, for what, where its money
 * is), what is left, and the way to refund more for those who may.
 */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const { search } = useLocation();
  const canRefund = useCanRefundOrder();
  const refunds = useOrderRefunds(order.id);
  const money = (value: number) => formatMoney(value, order.currency);
  if (order.amountpaid === 0) return null;
  const left = refunds.data?.refundable ?? 0;

  return (
    <section aria-label={t('refunds.label')} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-dark dark:text-white">{t('refunds.label')}</h3>
        {canRefund && left > 0 && (
          <Link
            to={{ pathname: 'refund', search }}
            relative="path"
            className={buttonClassName('outline')}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t('refunds.refund')}
          </Link>
        )}
      </div>
      {refunds.data && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('refunds.summary', {
            refunded: money(refunds.data.refunded),
            left: money(refunds.data.refundable),
          })}
        </p>
      )}
      {refunds.data && refunds.data.refunds.length > 0 && (
        <ul className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
          {refunds.data.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold">
                  {money(refund.amount)} · {t(`refund.method.${refund.method}`)}
                </p>
                <p className="break-words text-gray-600 dark:text-gray-300">{refund.reason}</p>
                {refund.items.length > 0 && (
                  <p className="text-xs text-gray-500">
                    {refund.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                  </p>
                )}
                <p className="text-xs text-gray-500">
                  {refund.by} ·{' '}
                  {formatDateTime(refund.createdat, order.currency, { language: i18n.language })}
                </p>
              </div>
              <span className={`font-semibold ${STATUS_CLASS[refund.status]}`}>
                {t(`refunds.status.${refund.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

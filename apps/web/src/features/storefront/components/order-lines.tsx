import { formatMoney } from '@olivia/contracts/format-money';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import type { OrderAccess } from '../api/storefront-api';
import { ProductImage } from './product-image';
import { ReturnRequest } from './return-request';
import { ReviewForm } from './review-form';

interface OrderLinesProps {
  order: PublicOrder;
  access: OrderAccess;
}

/**
 * The receipt's lines; once delivered, each asks for (or thanks for) a review, and, within the
 * store's return window, offers a return.
 */
export function OrderLines({ order, access }: OrderLinesProps) {
  const { t, i18n } = useTranslation('storefront');
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <>
      {order.returnuntil !== null && (
        <p className="text-sm text-gray-600 print:hidden dark:text-gray-300">
          {t('returns.until', {
            date: formatDateTime(order.returnuntil, order.currency, { language: i18n.language }),
          })}
        </p>
      )}
      <ul
        aria-label={t('order.lines')}
        className="divide-y divide-gray-100 border-y border-gray-100 dark:divide-gray-800 dark:border-gray-800"
      >
        {order.items.map((item) => (
          <li key={item.id} className="py-4">
            <div className="flex gap-4">
              <div className="w-16 shrink-0 print:hidden">
                <ProductImage
                  src={item.image || undefined}
                  alt={item.name}
                  className="rounded-lg"
                />
              </div>
              <div className="flex min-w-0 flex-1 justify-between gap-3">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words text-dark dark:text-white">{item.name}</p>
                  {item.variant && <p className="text-gray-500">{item.variant}</p>}
                  <p className="text-gray-500">
                    {t('order.quantityTimesPrice', {
                      quantity: item.quantity,
                      price: money(item.unitprice),
                    })}
                  </p>
                </div>
                <p className="shrink-0 text-sm font-semibold">{money(item.total)}</p>
              </div>
            </div>
            {order.canreview &&
              item.productid !== null &&
              (item.reviewed ? (
                <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-success">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  {t('review.thanks')}
                </p>
              ) : (
                <ReviewForm access={access} itemId={item.id} productName={item.name} />
              ))}
            {(order.returnuntil !== null || order.returns.some((r) => r.itemid === item.id)) && (
              <ReturnRequest order={order} access={access} item={item} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

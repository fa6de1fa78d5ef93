import { formatMoney } from '@olivia/contracts/format-money';
import type { OrderDetail, OrderItem } from '@olivia/contracts/orders';
import { ImageIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const thumb =
  'size-10 shrink-0 rounded-md border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-800';

/** The line's image as it was when ordered, or a neutral placeholder; beside its name, no alt. */
function ItemImage({ image }: { image: string }) {
  if (!image) {
    return (
      <span className={`${thumb} flex items-center justify-center text-gray-400`}>
        <ImageIcon aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return <img src={image} alt="" loading="lazy" className={`${thumb} object-cover`} />;
}

/**
 * The name, then what tells it apart: variant, SKU, and the units already returned. On a phone
 * the unit price and quantity follow here, their columns being hidden.
 */
function ItemName({ item, price }: { item: OrderItem; price: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex min-w-40 items-center gap-3">
      <ItemImage image={item.image} />
      <div className="min-w-0">
        <p className="font-medium text-dark dark:text-white">{item.name}</p>
        {item.variant && <p className="text-xs text-gray-500">{item.variant}</p>}
        {item.sku && <p className="text-xs text-gray-500">{t('items.sku', { sku: item.sku })}</p>}
        <p className="text-xs text-gray-500 sm:hidden">
          {t('items.each', { price, quantity: item.quantity })}
        </p>
        {item.returnedquantity > 0 && (
          <p className="text-xs font-semibold text-warning">
            {t('items.returned', { quantity: item.returnedquantity })}
          </p>
        )}
      </div>
    </div>
  );
}

const cell = 'px-3 py-2 align-top';
const numeric = `${cell} text-end whitespace-nowrap`;
/** Shown from 640 px; a phone reads the price under the name. */
const wide = 'max-sm:hidden';

/** What was ordered: a line per product (and variant) with its price, quantity and total. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <div className="overflow-x-auto rounded-md border border-gray-100 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('items.label')}</caption>
        <thead className="bg-gray-50 text-xs text-gray-500 dark:bg-gray-800/50 dark:text-gray-400">
          <tr>
            <th scope="col" className={`${cell} text-start`}>
              {t('items.item')}
            </th>
            <th scope="col" className={`${numeric} ${wide}`}>
              {t('items.price')}
            </th>
            <th scope="col" className={`${numeric} ${wide}`}>
              {t('items.quantity')}
            </th>
            <th scope="col" className={numeric}>
              {t('items.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-t border-gray-100 dark:border-gray-800">
              <td className={cell}>
                <ItemName item={item} price={money(item.unitprice)} />
              </td>
              <td className={`${numeric} ${wide}`}>{money(item.unitprice)}</td>
              <td className={`${numeric} ${wide}`}>{item.quantity}</td>
              <td className={`${numeric} font-semibold`}>{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An order's totals as [label, amount]: subtotal, delivery, the discount (with its reason, when
 * there is one, taken off), total and what has been paid.
 */
export function orderTotals(order: OrderDetail, t: TFunction<'orders'>) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const discount: [string, string][] =
    order.discount > 0
      ? [
          [
            order.discountreason
              ? t('totals.discountFor', { reason: order.discountreason })
              : t('totals.discount'),
            `−${money(order.discount)}`,
          ],
        ]
      : [];
  return [
    [t('totals.subtotal'), money(order.subtotal)],
    [t('totals.delivery'), money(order.deliveryfee)],
    ...discount,
    [t('totals.total'), money(order.total)],
    [t('totals.paid'), money(order.amountpaid)],
  ] as [string, string][];
}

/** Subtotal, delivery, discount and total, then what has been paid of it. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const total = t('totals.total');
  return (
    <dl className="ms-auto w-full max-w-xs space-y-1 text-sm">
      {orderTotals(order, t).map(([label, amount]) => (
        <div
          key={label}
          className={`flex justify-between gap-4 ${label === total ? 'border-t border-gray-100 pt-1 font-semibold text-dark dark:border-gray-800 dark:text-white' : ''}`}
        >
          <dt className="min-w-0 break-words">{label}</dt>
          <dd className="whitespace-nowrap">
            <bdi>{amount}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

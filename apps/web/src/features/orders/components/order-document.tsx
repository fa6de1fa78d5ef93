import { formatMoney } from '@olivia/contracts/format-money';
import type { OrderDetail } from '@olivia/contracts/orders';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { orderNumber } from './order-columns';
import { orderTotals } from './order-items';

/** An invoice (with prices) for the customer, or a packing slip (a box to tick per line). */
export type OrderDocumentKind = 'invoice' | 'slip';

interface OrderDocumentProps {
  kind: OrderDocumentKind;
  order: OrderDetail;
  /** Printed at the top: whose order it is. */
  storeName: string | undefined;
  ref?: Ref<HTMLElement>;
}

const cell = 'border border-gray-300 px-2 py-1 text-start';

/**
 * The printed invoice or packing slip of an order: store, number, date, customer and address,
 * then the lines; the invoice with prices and totals, the slip with a tick box per line instead.
 * Plain black on white, for paper.
 */
export function OrderDocument({ kind, order, storeName, ref }: OrderDocumentProps) {
  const { t, i18n } = useTranslation('orders');
  const money = (amount: number) => formatMoney(amount, order.currency);
  const invoice = kind === 'invoice';
  const totals = orderTotals(order, t);
  return (
    <article ref={ref} className="space-y-4 bg-white p-2 text-sm text-black">
      <header className="flex justify-between gap-4">
        <div>
          {storeName && <p className="text-lg font-bold">{storeName}</p>}
          <p className="font-semibold uppercase">
            {invoice ? t('print.invoice') : t('print.slip')}
          </p>
        </div>
        <div className="text-end">
          <p className="font-semibold">{t('detail.title', { number: orderNumber(order) })}</p>
          <p>{formatDateTime(order.createdat, order.currency, { language: i18n.language })}</p>
        </div>
      </header>
      <section>
        <p className="font-semibold">{t('print.to')}</p>
        <p>{order.customer.name}</p>
        <p className="whitespace-pre-line">{order.address}</p>
        {order.city && <p>{order.city}</p>}
        {order.customer.phone && <p>{order.customer.phone}</p>}
        {order.customer.email && <p>{order.customer.email}</p>}
        {order.note && <p>{t('print.note', { note: order.note })}</p>}
        <p>{t('method.label', { method: t(`method.${order.paymentmethod}`) })}</p>
      </section>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {!invoice && <th className={cell}>{t('print.packed')}</th>}
            <th className={cell}>{t('items.item')}</th>
            <th className={cell}>{t('print.sku')}</th>
            {invoice && <th className={cell}>{t('items.price')}</th>}
            <th className={cell}>{t('items.quantity')}</th>
            {invoice && <th className={cell}>{t('items.total')}</th>}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              {!invoice && (
                <td className={cell}>
                  <span aria-hidden="true">☐</span>
                </td>
              )}
              <td className={cell}>{[item.name, item.variant].filter(Boolean).join(' · ')}</td>
              <td className={cell}>{item.sku}</td>
              {invoice && <td className={cell}>{money(item.unitprice)}</td>}
              <td className={cell}>{item.quantity}</td>
              {invoice && <td className={cell}>{money(item.total)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {invoice && (
        <dl className="ms-auto w-64 space-y-1">
          {totals.map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

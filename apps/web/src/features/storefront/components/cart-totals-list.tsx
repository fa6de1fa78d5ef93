import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';

interface CartTotalsListProps {
  subtotal: number;
  deliveryfee: number;
  /** Taken off by the merchant (an order taken by phone); no line when 0. */
  discount?: number;
  total: number;
  currency: string;
}

/** Subtotal, delivery, any discount and total, as the cart, the checkout and the receipt show them. */
export function CartTotalsList({
  subtotal,
  deliveryfee,
  discount = 0,
  total,
  currency,
}: CartTotalsListProps) {
  const { t } = useTranslation('storefront');
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600 dark:text-gray-300">{t('totals.subtotal')}</dt>
        <dd className="font-semibold">{money(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600 dark:text-gray-300">{t('totals.delivery')}</dt>
        <dd className="font-semibold">
          {deliveryfee > 0 ? money(deliveryfee) : t('totals.freeDelivery')}
        </dd>
      </div>
      {discount > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600 dark:text-gray-300">{t('totals.discount')}</dt>
          <dd className="font-semibold text-success">−{money(discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-gray-100 pt-3 text-base dark:border-gray-800">
        <dt className="font-bold text-dark dark:text-white">{t('totals.total')}</dt>
        <dd className="font-bold text-dark dark:text-white" data-testid="total">
          {money(total)}
        </dd>
      </div>
    </dl>
  );
}

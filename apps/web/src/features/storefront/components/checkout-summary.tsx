import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages';
import type { CartLine } from '../model/cart-storage';
import { cartTotals, lineTotal } from '../model/cart-totals';
import { CartTotalsList } from './cart-totals-list';

interface CheckoutSummaryProps {
  lines: readonly CartLine[];
  currency: string;
  deliveryfee: number;
  /** What the server said of a line, by its place in the order (`items.<i>`). */
  lineErrors: Readonly<Record<number, string>>;
}

/** The order as it will be placed: each line (with any problem the server found) and totals. */
export function CheckoutSummary({
  lines,
  currency,
  deliveryfee,
  lineErrors,
}: CheckoutSummaryProps) {
  const { t } = useTranslation('storefront');
  const translate = useTranslateMessage();
  return (
    <aside
      aria-labelledby="summary-heading"
      className="h-fit space-y-5 rounded-2xl bg-gray-50 p-5 dark:bg-gray-900"
    >
      <h2 id="summary-heading" className="text-lg font-bold text-dark dark:text-white">
        {t('checkout.summary')}
      </h2>
      <ul className="space-y-3">
        {lines.map((line, index) => (
          <li key={`${line.productid}:${line.variantid ?? ''}`} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="min-w-0">
                <span className="font-semibold text-dark dark:text-gray-100">{line.name}</span>
                {line.variant && <span className="text-gray-500"> · {line.variant}</span>}
                <span className="text-gray-500"> × {line.quantity}</span>
              </span>
              <span className="shrink-0 font-semibold">
                {formatMoney(lineTotal(line), currency)}
              </span>
            </div>
            {lineErrors[index] && (
              <p className="mt-1 font-semibold text-danger">{translate(lineErrors[index])}</p>
            )}
          </li>
        ))}
      </ul>
      <CartTotalsList {...cartTotals(lines, deliveryfee)} currency={currency} />
    </aside>
  );
}

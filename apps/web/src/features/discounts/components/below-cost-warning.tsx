import type { BelowCostRequest } from '@olivia/contracts/below-cost';
import { formatMoney } from '@olivia/contracts/format-money';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useBelowCost } from '../api/below-cost-api';

/**
 * Warns, as the merchant writes a discount, of the products it would sell below their cost
 * price (issue 28): each with its price, its cost and its price after the discount. A warning
 * only: a merchant may clear stock at a loss on purpose.
 */
export function BelowCostWarning({ draft }: { draft: Partial<BelowCostRequest> }) {
  const { t } = useTranslation('discounts');
  const currency = useSession((state) => state.user?.currency);
  const { data } = useBelowCost(draft);
  if (!data || data.total === 0) return null;
  const money = (amount: number) => formatMoney(amount, currency);

  return (
    <div
      role="status"
      className="rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-warning-dark dark:text-warning"
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('belowCost.title', { count: data.total })}
      </p>
      <ul className="mt-2 space-y-1">
        {data.products.map((product) => (
          <li
            key={`${product.id}-${product.name}`}
            className="flex flex-wrap justify-between gap-x-3"
          >
            <span className="min-w-0 truncate">{product.name}</span>
            <span className="tabular-nums">
              {t('belowCost.line', {
                price: money(product.discountedprice),
                cost: money(product.costprice),
              })}
            </span>
          </li>
        ))}
      </ul>
      {data.total > data.products.length && (
        <p className="mt-1">{t('belowCost.more', { count: data.total - data.products.length })}</p>
      )}
    </div>
  );
}

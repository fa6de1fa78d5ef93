import type { WaitingOrders } from '@olivia/contracts/delivery-runs';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { slotLabel } from '../../../components/ui/order-delivery';

/** 'Ikeja, Lagos' or the postcode: where a waiting order goes. */
export const areaOf = (order: { lga: string; state: string; postcode: string }) =>
  [order.lga, order.state, order.postcode].filter(Boolean).join(', ');

/**
 * The orders waiting for a run, grouped by zone, each a checkbox: what it is, where it goes,
 * its time and what to collect. `chosen` keeps the order they were ticked in.
 */
export function WaitingOrdersPicker({
  waiting,
  currency,
  chosen,
  onChange,
}: {
  waiting: WaitingOrders;
  currency: string | undefined;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t, i18n } = useTranslation('delivery');
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <div className="space-y-4">
      {waiting.groups.map((group) => (
        <fieldset key={group.zoneid ?? 'none'} className="space-y-2">
          <legend className="text-sm font-semibold text-dark dark:text-white">
            {group.zonename || t('plan.noZone')}
          </legend>
          {group.orders.map((order) => (
            <label
              key={order.orderid}
              aria-label={t('plan.orderLabel', { number: order.number, name: order.customername })}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-100 p-3 has-checked:border-primary dark:border-gray-800"
            >
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={chosen.includes(order.orderid)}
                onChange={(event) => toggle(order.orderid, event.target.checked)}
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-medium">
                  {t('plan.orderLabel', { number: order.number, name: order.customername })}
                </span>
                <span className="block text-gray-600 dark:text-gray-300">
                  {[order.address, areaOf(order)].filter(Boolean).join(' · ')}
                </span>
                <span className="block text-xs text-gray-500 dark:text-gray-400">
                  {[
                    order.slot && slotLabel(order.slot, i18n.language),
                    t('plan.items', { count: order.itemcount }),
                    order.due > 0
                      ? t('stops.collect', { amount: formatMoney(order.due, currency) })
                      : t('stops.paid'),
                    order.attempted && t('plan.attempted'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

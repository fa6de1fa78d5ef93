import type { OrderDelivery } from '@olivia/contracts/delivery-checkout';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** '2026-11-30 09:00-12:00' → 'Mon, 30 Nov, 09:00–12:00' in the reader's language. */
export function slotLabel(value: string, language: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(value);
  if (!match) return value;
  const [, date = '', from = '', to = ''] = match;
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day}, ${from}–${to}`;
}

/** Its delivery run's progress in words: on its way (with the rider), delivered, or failed. */
function progressText(
  t: TFunction<'delivery'>,
  language: string,
  progress: NonNullable<OrderDelivery['progress']>,
): string {
  const time = progress.at
    ? new Date(progress.at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  if (progress.status === 'delivered') return t('order.progress.delivered', { time });
  if (progress.status === 'failed') {
    return t('order.progress.failed', { time, note: progress.note });
  }
  return progress.rider
    ? t('order.progress.out', { rider: progress.rider })
    : t('order.progress.outAnonymous');
}

/** Whether `OrderDeliveryLines` has anything to show (a counter sale has nothing). */
export function hasDeliveryDetails(delivery: OrderDelivery): boolean {
  if (delivery.fulfilment === 'pickup') return delivery.pickup !== '';
  return (
    [delivery.lga, delivery.state, delivery.postcode, delivery.zone, delivery.slot].some(
      (value) => value !== '',
    ) || delivery.progress !== undefined
  );
}

/**
 * How an order reaches its customer (ADR 0036), for the merchant's order and the customer's
 * page: the pickup branch, or the area, zone and time of its delivery and its run's progress;
 * nothing when none is recorded (a flat fee to an address only).
 */
export function OrderDeliveryLines({ delivery }: { delivery: OrderDelivery }) {
  const { t, i18n } = useTranslation('delivery');
  const area = [delivery.lga, delivery.state, delivery.postcode].filter(Boolean).join(', ');
  const lines: [string, string][] =
    delivery.fulfilment === 'pickup'
      ? [[t('order.pickupAt'), delivery.pickup]]
      : [
          [t('order.region'), area],
          [t('order.zone'), delivery.zone],
          [t('order.slot'), delivery.slot && slotLabel(delivery.slot, i18n.language)],
          [
            t('order.progress.label'),
            delivery.progress ? progressText(t, i18n.language, delivery.progress) : '',
          ],
        ];
  const shown = lines.filter(([, value]) => value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="space-y-1 text-sm">
      {shown.map(([term, value]) => (
        <div key={term} className="flex flex-wrap gap-x-2">
          <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
          <dd className="font-medium text-dark dark:text-gray-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

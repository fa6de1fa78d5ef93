import type { OrderEvent } from '@olivia/contracts/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { useEventAuthor, useOrderEventText } from './order-event-text';

interface OrderTimelineProps {
  events: readonly OrderEvent[];
  currency: string;
}

/** Oldest first, whatever order they come in: the order's story as it happened. */
const chronological = (events: readonly OrderEvent[]) =>
  [...events].sort((a, b) => a.at.localeCompare(b.at));

/** What happened to an order: each event's sentence, its note, who and when. */
export function OrderTimeline({ events, currency }: OrderTimelineProps) {
  const { t, i18n } = useTranslation('orders');
  const sentence = useOrderEventText(currency);
  const author = useEventAuthor();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-dark dark:text-white">
        {t('detail.timeline')}
      </h3>
      <ol className="space-y-4 border-s-2 border-gray-100 ps-4 dark:border-gray-800">
        {chronological(events).map((event) => (
          <li key={event.id} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full bg-primary"
            />
            <p className="font-medium text-dark dark:text-gray-100">{sentence(event)}</p>
            {event.note && (
              <p className="mt-0.5 whitespace-pre-line text-gray-600 dark:text-gray-300">
                {event.note}
              </p>
            )}
            <p className="mt-0.5 text-xs text-gray-500 dark:text-gray-400">
              {t('timeline.byAt', {
                name: author(event.by),
                date: formatDateTime(event.at, currency, { language: i18n.language }),
              })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

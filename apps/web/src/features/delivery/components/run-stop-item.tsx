import type {
  DeliveryRunDetail,
  DeliveryStop,
  DeliveryStopOutcome,
  StopOutcomeRequest,
} from '@olivia/contracts/delivery-runs';
import { formatMoney } from '@olivia/contracts/format-money';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { slotLabel } from '../../../components/ui/order-delivery';
import { StopStatusBadge } from './run-status';
import { StopOutcomeForm } from './stop-outcome-form';

/**
 * One stop of a run as the rider reads it on a phone: who, where, when, what to collect, and,
 * while the run is out and the stop pending, Delivered and Failed for whoever may mark it.
 */
export function RunStopItem({
  run,
  stop,
  pending,
  onMark,
}: {
  run: DeliveryRunDetail;
  stop: DeliveryStop;
  pending: boolean;
  onMark: (body: StopOutcomeRequest) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('delivery');
  const [outcome, setOutcome] = useState<DeliveryStopOutcome | null>(null);
  const markable = run.canmark && run.status === 'out' && stop.status === 'pending';
  const where = [stop.address, stop.city, stop.lga, stop.state, stop.postcode]
    .filter(Boolean)
    .join(', ');
  const name = t('plan.orderLabel', { number: stop.ordernumber, name: stop.customername });
  return (
    <li aria-label={name} className="space-y-2 py-4">
      <div className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-light text-sm font-bold text-primary">
          {stop.position}
        </span>
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{name}</span>
            <StopStatusBadge status={stop.status} />
          </div>
          <p className="text-gray-700 dark:text-gray-200">{where}</p>
          {stop.phone && (
            <a
              href={`tel:${stop.phone}`}
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {stop.phone}
            </a>
          )}
          <p className="text-xs text-gray-500 dark:text-gray-400">
            {[
              stop.slot && slotLabel(stop.slot, i18n.language),
              t('plan.items', { count: stop.itemcount }),
              stop.due > 0
                ? t('stops.collect', { amount: formatMoney(stop.due, run.currency) })
                : t('stops.paid'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {stop.note && <p className="text-gray-700 italic dark:text-gray-200">“{stop.note}”</p>}
          {stop.photourl && (
            <a
              href={stop.photourl}
              target="_blank"
              rel="noreferrer"
              className="text-primary underline"
            >
              {t('stops.photo')}
            </a>
          )}
        </div>
      </div>
      {markable && (
        // The buttons stay while the form is open (pressed again, they close it): a clicked button
        // taken out of the page would read as a click outside the drawer, which closes it.
        <div className="flex gap-2 ps-11">
          <Button
            variant={outcome === 'delivered' ? 'primary' : 'outline'}
            aria-pressed={outcome === 'delivered'}
            className="flex-1 sm:flex-none"
            onClick={() => setOutcome(outcome === 'delivered' ? null : 'delivered')}
          >
            {t('stops.delivered')}
          </Button>
          <Button
            variant={outcome === 'failed' ? 'primary' : 'outline'}
            aria-pressed={outcome === 'failed'}
            className="flex-1 sm:flex-none"
            onClick={() => setOutcome(outcome === 'failed' ? null : 'failed')}
          >
            {t('stops.failed')}
          </Button>
        </div>
      )}
      {markable && outcome !== null && (
        <StopOutcomeForm key={outcome} outcome={outcome} pending={pending} onSubmit={onMark} />
      )}
    </li>
  );
}

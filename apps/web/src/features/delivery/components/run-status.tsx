import type { DeliveryRunStatus, DeliveryStopStatus } from '@olivia/contracts/delivery-runs';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** The badge's colour for a run's or a stop's status. */
const TONE: Record<DeliveryRunStatus | DeliveryStopStatus, string> = {
  planned: 'planned',
  out: 'progress',
  completed: 'complete',
  cancelled: 'cancelled',
  pending: 'pending',
  delivered: 'success',
  failed: 'failed',
};

export function RunStatusBadge({ status }: { status: DeliveryRunStatus }) {
  const { t } = useTranslation('delivery');
  return <StatusBadge status={TONE[status]} label={t(`runs.status.${status}`)} />;
}

export function StopStatusBadge({ status }: { status: DeliveryStopStatus }) {
  const { t } = useTranslation('delivery');
  return <StatusBadge status={TONE[status]} label={t(`stops.status.${status}`)} />;
}

/** '2026-11-30' as 'Mon, 30 Nov 2026' in the reader's language. */
export function runDateLabel(date: string, language: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

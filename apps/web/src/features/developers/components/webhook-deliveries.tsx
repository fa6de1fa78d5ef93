import type { WebhookDelivery } from '@olivia/contracts/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useErrorMessage } from '../../../lib/messages';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api/webhooks-api';

/** The badge's colour by the delivery's state. */
const TONE: Record<WebhookDelivery['status'], string> = {
  pending: 'PENDING',
  retrying: 'PENDING',
  delivered: 'SUCCESSFUL',
  failed: 'FAILED',
};

/** Pretty JSON for the detail; the body as sent when it is not JSON. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** An endpoint's delivery log: each delivery's state, answer and attempts, its detail, Replay. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const errorText = useErrorMessage();
  const deliveries = useWebhookDeliveries(endpointId);
  const replay = useReplayWebhookDelivery();
  const [open, setOpen] = useState<string | null>(null);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  if (deliveries.isPending) return <Spinner />;
  if (deliveries.error) return <Alert>{t('deliveries.loadFailed')}</Alert>;
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-gray-600 dark:text-gray-300">{t('deliveries.empty')}</p>;
  }
  return (
    <div className="space-y-2">
      {replay.error && <Alert>{errorText(replay.error)}</Alert>}
      <ul aria-label={t('deliveries.title')} className="space-y-2">
        {deliveries.data.map((delivery) => (
          <li
            key={delivery.id}
            className="rounded-md border border-gray-100 p-3 text-sm dark:border-gray-800"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StatusBadge status={TONE[delivery.status]} label={t(`status.${delivery.status}`)} />
              <code className="font-mono text-xs text-dark dark:text-gray-100">
                {delivery.event}
              </code>
              <span className="text-gray-600 dark:text-gray-300">
                {delivery.statuscode === null
                  ? t('deliveries.noAnswer')
                  : t('deliveries.code', { code: delivery.statuscode })}
              </span>
              <span className="text-gray-600 dark:text-gray-300">
                {t('deliveries.attempts', { count: delivery.attempts })}
              </span>
              {delivery.durationms !== null && (
                <span className="text-gray-600 dark:text-gray-300">
                  {t('deliveries.duration', { ms: delivery.durationms })}
                </span>
              )}
              <time dateTime={delivery.createdat} className="text-gray-500">
                {when(delivery.createdat)}
              </time>
            </div>
            {delivery.status === 'retrying' && delivery.nextretryat && (
              <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">
                {t('deliveries.nextRetry', { time: when(delivery.nextretryat) })}
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="ghost"
                className="px-2 py-1"
                aria-expanded={open === delivery.id}
                onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
              >
                {open === delivery.id ? t('deliveries.hide') : t('deliveries.show')}
              </Button>
              <Button
                variant="outline"
                className="px-3 py-1"
                disabled={delivery.status === 'pending'}
                loading={replay.isPending && replay.variables?.deliveryId === delivery.id}
                onClick={() => replay.mutate({ id: endpointId, deliveryId: delivery.id })}
              >
                {t('deliveries.replay')}
              </Button>
            </div>
            {open === delivery.id && (
              <div className="mt-2 space-y-2">
                <p className="text-xs text-gray-500">
                  {t('deliveries.eventId', { id: delivery.eventid })}
                </p>
                <h4 className="text-xs font-semibold text-dark dark:text-gray-200">
                  {t('deliveries.request')}
                </h4>
                <pre className="max-h-64 overflow-auto rounded-md bg-gray-900 p-3 text-xs text-gray-100">
                  {pretty(delivery.request)}
                </pre>
                <h4 className="text-xs font-semibold text-dark dark:text-gray-200">
                  {t('deliveries.response')}
                </h4>
                <pre className="max-h-40 overflow-auto rounded-md bg-gray-100 p-3 text-xs whitespace-pre-wrap text-dark dark:bg-gray-800 dark:text-gray-100">
                  {delivery.response || t('deliveries.noBody')}
                </pre>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

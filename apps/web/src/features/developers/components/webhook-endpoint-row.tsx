import type { WebhookEndpoint } from '@olivia/contracts/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import {
  useRemoveWebhook,
  useRollWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
} from '../api/webhooks-api';
import { WebhookDeliveries } from './webhook-deliveries';

type Confirm = 'remove' | 'roll' | null;

/**
 * One endpoint: its address, events and state, with its actions (edit, turn on or off, send a
 * test event, roll the secret, remove) and its delivery log.
 */
export function WebhookEndpointRow(props: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const { endpoint } = props;
  const update = useUpdateWebhook();
  const remove = useRemoveWebhook();
  const roll = useRollWebhookSecret();
  const test = useSendWebhookTest();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [log, setLog] = useState(false);
  const small = 'px-3 py-1';

  return (
    <li className="space-y-3 p-4" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm break-all text-dark dark:text-gray-100">{endpoint.url}</p>
          {endpoint.description && (
            <p className="text-sm text-gray-600 dark:text-gray-300">{endpoint.description}</p>
          )}
          <p className="mt-1 text-xs break-words text-gray-500">{endpoint.events.join(', ')}</p>
        </div>
        <StatusBadge
          status={endpoint.enabled ? 'SUCCESSFUL' : 'DISABLED'}
          label={endpoint.enabled ? t('endpoint.enabled') : t('endpoint.disabled')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className={small} onClick={props.onEdit}>
          {t('endpoint.edit')}
        </Button>
        <Button
          variant="outline"
          className={small}
          loading={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, body: { enabled: !endpoint.enabled } })}
        >
          {endpoint.enabled ? t('endpoint.disable') : t('endpoint.enable')}
        </Button>
        <Button
          variant="outline"
          className={small}
          loading={test.isPending}
          onClick={() => test.mutate(endpoint.id, { onSuccess: () => setLog(true) })}
        >
          {t('endpoint.sendTest')}
        </Button>
        <Button variant="outline" className={small} onClick={() => setConfirm('roll')}>
          {t('endpoint.rollSecret')}
        </Button>
        <Button variant="danger" className={small} onClick={() => setConfirm('remove')}>
          {t('endpoint.remove')}
        </Button>
        <Button
          variant="ghost"
          className={small}
          aria-expanded={log}
          onClick={() => setLog((shown) => !shown)}
        >
          {log ? t('endpoint.hideDeliveries') : t('endpoint.showDeliveries')}
        </Button>
      </div>
      {test.isSuccess && log && (
        <p role="status" className="text-sm text-success-dark">
          {t('endpoint.testSent')}
        </p>
      )}
      {log && <WebhookDeliveries endpointId={endpoint.id} />}
      <ConfirmDialog
        open={confirm === 'remove'}
        tone="danger"
        title={t('confirm.removeTitle')}
        message={t('confirm.removeBody', { url: endpoint.url })}
        busy={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => remove.mutate(endpoint.id, { onSettled: () => setConfirm(null) })}
      />
      <ConfirmDialog
        open={confirm === 'roll'}
        title={t('confirm.rollTitle')}
        message={t('confirm.rollBody')}
        busy={roll.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          roll.mutate(endpoint.id, {
            onSuccess: (rolled) => props.onSecret(rolled.secret),
            onSettled: () => setConfirm(null),
          })
        }
      />
    </li>
  );
}

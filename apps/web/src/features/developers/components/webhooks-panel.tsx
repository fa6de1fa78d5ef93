import type { WebhookEndpoint } from '@olivia/contracts/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useWebhookEndpoints } from '../api/webhooks-api';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookEndpointRow } from './webhook-endpoint-row';
import { WebhookSecretShown } from './webhook-secret-shown';
import { WebhookVerifySnippet } from './webhook-verify-snippet';

/** The form's state: closed, a new endpoint, or one being changed. */
type Editing = { endpoint?: WebhookEndpoint } | null;

/**
 * Settings › Developers › Webhooks (ADR 0044): the store's endpoints with their delivery logs, a
 * form for a new one (its secret shown once), and how to verify a delivery's signature.
 */
export function WebhooksPanel() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const idle = !editing && !secret;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose min-w-60 flex-1 text-sm text-gray-600 dark:text-gray-300">
          {t('intro')}
        </p>
        {idle && <Button onClick={() => setEditing({})}>{t('add')}</Button>}
      </div>
      {secret && <WebhookSecretShown secret={secret} onDone={() => setSecret(null)} />}
      {editing && (
        <WebhookEndpointForm
          key={editing.endpoint?.id ?? 'new'}
          endpoint={editing.endpoint}
          onDone={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created.secret);
          }}
        />
      )}
      {endpoints.error && <Alert>{t('loadFailed')}</Alert>}
      {endpoints.isPending && <Spinner />}
      {endpoints.data?.length === 0 && idle && (
        <EmptyState
          title={t('empty.title')}
          body={t('empty.body')}
          action={<Button onClick={() => setEditing({})}>{t('add')}</Button>}
        />
      )}
      {endpoints.data && endpoints.data.length > 0 && (
        <ul
          aria-label={t('listLabel')}
          className="divide-y divide-gray-100 rounded-md border border-gray-100 dark:divide-gray-800 dark:border-gray-800"
        >
          {endpoints.data.map((endpoint) => (
            <WebhookEndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing({ endpoint })}
              onSecret={setSecret}
            />
          ))}
        </ul>
      )}
      <WebhookVerifySnippet />
    </div>
  );
}

import type { CreatedApiKey } from '@olivia/contracts/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/messages';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { ApiKeyCreated } from './api-key-created';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyRow } from './api-key-row';
import { ApiKeyUsage } from './api-key-usage';

/**
 * Settings › Developers › API keys (ADR 0041): the store's keys, a form for a new one (shown in
 * full once), revoking, and how to call the API with a key.
 */
export function ApiKeysPanel() {
  const { t } = useTranslation('developers');
  const errorText = useErrorMessage();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const failure = keys.error ?? revoke.error;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-prose text-sm text-gray-600 sm:flex-1 dark:text-gray-300">
          {t('apiKeys.intro')}
        </p>
        {!creating && !created && (
          <Button className="self-start" onClick={() => setCreating(true)}>
            {t('apiKeys.create')}
          </Button>
        )}
      </div>
      {created && <ApiKeyCreated created={created} onDone={() => setCreated(null)} />}
      {creating && (
        <ApiKeyForm
          onCancel={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {failure && <Alert>{keys.error ? t('apiKeys.loadFailed') : errorText(failure)}</Alert>}
      {keys.isPending && <Spinner />}
      {keys.data?.length === 0 && !creating && !created && (
        <EmptyState
          title={t('apiKeys.empty.title')}
          body={t('apiKeys.empty.body')}
          action={<Button onClick={() => setCreating(true)}>{t('apiKeys.create')}</Button>}
        />
      )}
      {keys.data && keys.data.length > 0 && (
        <ul
          aria-label={t('tabs.apiKeys')}
          className="divide-y divide-gray-100 rounded-md border border-gray-100 dark:divide-gray-800 dark:border-gray-800"
        >
          {keys.data.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              revoking={revoke.isPending && revoke.variables === apiKey.id}
              onRevoke={() => revoke.mutate(apiKey.id)}
            />
          ))}
        </ul>
      )}
      <ApiKeyUsage />
    </div>
  );
}

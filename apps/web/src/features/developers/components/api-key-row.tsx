import type { ApiKey } from '@olivia/contracts/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session';
import { scopeLabelKey } from './api-key-scopes';

/** One key: its name, first characters, permissions and dates; revoked behind a question. */
export function ApiKeyRow(props: { apiKey: ApiKey; revoking: boolean; onRevoke: () => void }) {
  const { apiKey } = props;
  const { t, i18n } = useTranslation('developers');
  const currency = useSession((state) => state.user?.currency);
  const [asking, setAsking] = useState(false);
  const date = (value: string) => formatDateTime(value, currency, { language: i18n.language });
  const expiry = apiKey.expiresat
    ? t(apiKey.status === 'expired' ? 'apiKeys.row.expired' : 'apiKeys.row.expires', {
        date: date(apiKey.expiresat),
      })
    : t('apiKeys.row.noExpiry');
  const dates = [
    t('apiKeys.row.created', { date: date(apiKey.createdat) }),
    apiKey.lastusedat
      ? t('apiKeys.row.lastUsed', { date: date(apiKey.lastusedat) })
      : t('apiKeys.row.neverUsed'),
    apiKey.revokedat ? t('apiKeys.row.revoked', { date: date(apiKey.revokedat) }) : expiry,
  ];

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start" aria-label={apiKey.name}>
      <div className="min-w-0 space-y-1 sm:flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-dark dark:text-gray-100">
          <span className="break-words">{apiKey.name}</span>
          <StatusBadge
            status={apiKey.status === 'active' ? 'success' : apiKey.status}
            label={t(`apiKeys.status.${apiKey.status}`)}
          />
        </p>
        <p className="font-mono text-sm text-gray-600 dark:text-gray-300">{apiKey.prefix}…</p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('apiKeys.form.scopes')}>
          {apiKey.scopes.map((scope) => (
            <li
              key={scope}
              className="rounded-full bg-primary-light px-2 py-0.5 text-xs font-semibold text-primary"
            >
              {t(scopeLabelKey(scope))}
            </li>
          ))}
        </ul>
        <p className="text-xs text-gray-500 dark:text-gray-400">{dates.join(' · ')}</p>
      </div>
      {apiKey.status !== 'revoked' && (
        <Button
          variant="outline"
          className="self-start"
          loading={props.revoking}
          onClick={() => setAsking(true)}
        >
          {t('apiKeys.row.revoke')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={t('apiKeys.row.revokeTitle')}
        message={t('apiKeys.row.revokeMessage', { name: apiKey.name })}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          props.onRevoke();
        }}
      />
    </li>
  );
}

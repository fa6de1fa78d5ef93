import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ApiKeysPanel } from './api-keys-panel';
import { WebhooksPanel } from './webhooks-panel';

const TABS = ['apiKeys', 'webhooks'] as const;
type Tab = (typeof TABS)[number];

/**
 * Settings › Developers (main user): the store's API keys and its webhook endpoints. SPEC has no
 * route for it, so it is a dialog of the settings submenu, as Security is (ADR 0040).
 */
export function DevelopersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('developers');
  const [tab, setTab] = useState<Tab>('apiKeys');
  return (
    <Dialog open onClose={onClose} title={t('title')} closable size="lg">
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-300">{t('intro')}</p>
      <div role="tablist" className="mb-6 flex gap-2 border-b border-gray-200 dark:border-gray-700">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`developers-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`developers-panel-${id}`}
            onClick={() => setTab(id)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              tab === id
                ? 'border-primary text-primary'
                : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-300'
            }`}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`developers-panel-${tab}`} aria-labelledby={`developers-tab-${tab}`}>
        {tab === 'apiKeys' ? <ApiKeysPanel /> : <WebhooksPanel />}
      </div>
    </Dialog>
  );
}

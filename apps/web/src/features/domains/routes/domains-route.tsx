import type { DomainManager } from '@olivia/contracts/domains';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { domainPaymentHistoryPath, screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { domainsApi } from '../api/domains-api';
import { domainColumns } from '../components/domain-columns';
import { DomainPaymentDialog } from '../components/domain-payment-dialog';

/**
 * /domain/all: the store's custom domains, soonest expiry first, with Renew or Extend
 * (docs/product/records.md: the wording once a domain is expired or within 30 days of expiry;
 * Extend otherwise) for the main user, and each domain's payment history.
 */
export function DomainsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'domains');
  const { t, i18n } = useTranslation(['domains', 'routes']);
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const domains = domainsApi.useList();
  const [renewing, setRenewing] = useState<DomainManager | null>(null);

  const columns = useMemo(
    () =>
      domainColumns(t, {
        language: i18n.language,
        actions: (domain) => (
          <RowActions
            label={t('actions.menu', { domain: domain.domain })}
            actions={[
              ...(isMainUser
                ? [
                    {
                      label: domain.status === 'active' ? t('actions.extend') : t('actions.renew'),
                      onClick: () => setRenewing(domain),
                    },
                  ]
                : []),
              { label: t('actions.history'), to: domainPaymentHistoryPath(domain.domain) },
            ]}
          />
        ),
      }),
    [t, i18n.language, isMainUser],
  );

  const buy = isMainUser ? (
    <Link to={screenPaths.buyDomain} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('buy')}
    </Link>
  ) : undefined;

  return (
    <ListPage
      title={t('routes:domains')}
      description={t('intro')}
      primaryAction={buy}
      resource={domains}
      columns={columns}
      label={t('table.label')}
      searchable
      getRowId={(domain) => domain.id}
      cards
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: buy }}
      errorText={t('loadFailed')}
    >
      {renewing && (
        <DomainPaymentDialog
          mode="renew"
          domain={renewing.domain}
          amount={renewing.amount}
          currency={renewing.currency}
          expiry={renewing.expiry}
          onClose={() => setRenewing(null)}
          onPaid={(domain) => {
            setRenewing(null);
            toastSuccess(t('renewed', { domain: domain.domain }));
          }}
        />
      )}
    </ListPage>
  );
}

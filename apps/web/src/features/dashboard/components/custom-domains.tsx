import { DASHBOARD_DOMAINS_SHOWN, type DomainStatus } from '@olivia/contracts/domain-record';
import { formatMoney } from '@olivia/contracts/format-money';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { screenPaths } from '../../../lib/screen-paths';
import { DashboardPanel, panelCell as cell } from './dashboard-panel';

interface CustomDomainsProps {
  domains: DashboardResponse['domainManagers'] | undefined;
  currency: string;
  /**
   * Only the main user buys domains (docs/product/roles.md), so only they get the Buy domain link.
   */
  canBuy: boolean;
}

const TONE: Record<DomainStatus, string> = {
  active: 'complete',
  expiring: 'pending',
  expired: 'expired',
};

/**
 * docs/product/screens.md Custom Domains: domain, amount, status, last and next payment, expiry;
 * the first 5 until expanded; 'Renew or Extend' (to /domain/all) on a domain expired or within 30
 * days of its expiry (docs/product/records.md).
 */
export function CustomDomains({ domains, currency, canBuy }: CustomDomainsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [expanded, setExpanded] = useState(false);
  const all = domains ?? [];
  const shown = expanded ? all : all.slice(0, DASHBOARD_DOMAINS_SHOWN);
  const date = (value: string) => formatDateTime(value, currency, { language: i18n.language });
  const headers = [
    'domain',
    'amount',
    'statusColumn',
    'lastPayment',
    'nextPayment',
    'expiry',
  ] as const;

  return (
    <DashboardPanel
      title={t('domains.title')}
      link={canBuy ? { to: screenPaths.buyDomain, label: t('domains.buy') } : undefined}
      empty={domains?.length === 0 && t('domains.empty')}
      head={headers.map((key) => (
        <th key={key} scope="col" className={cell}>
          {t(`domains.${key}`)}
        </th>
      ))}
      footer={
        all.length > DASHBOARD_DOMAINS_SHOWN && (
          <div className="border-t border-gray-100 px-4 py-3 text-center dark:border-gray-800">
            <button
              type="button"
              onClick={() => setExpanded(!expanded)}
              aria-expanded={expanded}
              className="text-sm font-semibold text-primary hover:underline"
            >
              {expanded ? t('domains.showFewer') : t('domains.showAll', { count: all.length })}
            </button>
          </div>
        )
      }
    >
      {shown.map((domain) => (
        <tr key={domain.id}>
          <td className={`${cell} font-semibold text-dark dark:text-gray-100`}>{domain.domain}</td>
          <td className={cell}>{formatMoney(domain.amount, domain.currency)}</td>
          <td className={cell}>
            <span className="flex items-center gap-2">
              <StatusBadge
                status={TONE[domain.status]}
                label={t(`domains.status.${domain.status}`)}
              />
              {domain.status !== 'active' && (
                <Link
                  to={screenPaths.domains}
                  aria-label={t('domains.renewName', { domain: domain.domain })}
                  className="text-xs font-semibold text-primary hover:underline"
                >
                  {t('domains.renew')}
                </Link>
              )}
            </span>
          </td>
          <td className={cell}>{date(domain.lastpayment)}</td>
          <td className={cell}>{date(domain.nextpayment)}</td>
          <td className={cell}>{date(domain.expiry)}</td>
        </tr>
      ))}
    </DashboardPanel>
  );
}

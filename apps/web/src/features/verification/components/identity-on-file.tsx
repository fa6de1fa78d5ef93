import type { VerificationIdentity } from '@olivia/contracts/verification';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';

type CheckLabel =
  | 'agentVerified'
  | 'agentBlocked'
  | 'settlementAccountCreated'
  | 'settlementAccountUpdated'
  | 'businessRegistered'
  | 'other';

/** The account log's check actions, as catalogue keys. */
const CHECK_LABELS: Record<string, CheckLabel> = {
  'agent.verified': 'agentVerified',
  'agent.blocked': 'agentBlocked',
  'settlement_account.created': 'settlementAccountCreated',
  'settlement_account.updated': 'settlementAccountUpdated',
  'business_registration.verified': 'businessRegistered',
};

const STATUS_CODES = { none: 'NONE', verified: 'SUCCESSFUL', blocked: 'FAILED' } as const;

/**
 * The main user's identity behind the tier (ADR 0011, 0045): the BVN and NIN masked or the
 * settlement ID, when it was checked, the documents through their signed links, and the checks
 * the account log recorded.
 */
export function IdentityOnFile({
  identity,
  currency,
}: {
  identity: VerificationIdentity;
  currency: string;
}) {
  const { t, i18n } = useTranslation('verificationCentre');
  const when = (at: string) => formatDateTime(at, currency, { language: i18n.language });
  const rows: [string, string][] =
    identity.kind === 'bvn'
      ? [
          [t('identity.bvn'), identity.bvn || t('identity.notGiven')],
          [t('identity.nin'), identity.nin || t('identity.notGiven')],
          [t('identity.holder'), identity.holderName || t('identity.notGiven')],
        ]
      : [];
  if (identity.checkedAt) rows.push([t('identity.checkedAt'), when(identity.checkedAt)]);
  return (
    <section
      aria-labelledby="identity-on-file"
      className="space-y-4 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="identity-on-file" className="text-lg font-semibold text-dark dark:text-white">
          {t(`identity.title_${identity.kind}`)}
        </h2>
        <StatusBadge
          status={STATUS_CODES[identity.status]}
          label={t(`identity.status.${identity.status}`)}
        />
      </div>
      {rows.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
              <dd className="font-medium break-words text-dark dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-dark dark:text-white">
          {t('identity.documents')}
        </h3>
        {identity.documents.length === 0 ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{t('identity.noDocuments')}</p>
        ) : (
          <>
            <ul className="space-y-1 text-sm">
              {identity.documents.map((document) => (
                <li key={document.purpose}>
                  <a
                    href={document.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline"
                  >
                    {t(`identity.view_${document.purpose}`)}
                  </a>
                </li>
              ))}
            </ul>
            <p className="text-xs text-gray-500 dark:text-gray-400">{t('identity.linkNote')}</p>
          </>
        )}
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-dark dark:text-white">{t('identity.history')}</h3>
        {identity.checks.length === 0 ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{t('identity.noChecks')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
            {identity.checks.map((check) => (
              <li
                key={`${check.action}-${check.at}`}
                className="flex flex-wrap justify-between gap-2 py-1.5"
              >
                <span className="text-dark dark:text-white">
                  {t(`identity.checks.${CHECK_LABELS[check.action] ?? 'other'}`)}
                </span>
                <span className="text-gray-500 dark:text-gray-400">{when(check.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

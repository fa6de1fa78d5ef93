import { registerOf } from '@olivia/contracts/business-registration';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useVerificationSummary } from '../api/verification-centre-api';
import { BusinessRegistrationSection } from '../components/business-registration';
import { FinishSetup } from '../components/finish-setup';
import { IdentityOnFile } from '../components/identity-on-file';
import { TierLadder, TodayLimit } from '../components/tier-limits';

/**
 * /verification/all (ADR 0045): the store's tier, today's payouts against its limit, every tier's
 * limit, and — for the main user — the identity on file and the way to finish set-up. A sub-user
 * sees the limits they pay out under, not the owner's identity.
 */
export function VerificationCentreRoute() {
  usePageTitle('verification');
  const { t } = useTranslation(['verificationCentre', 'routes']);
  const errorMessage = useErrorMessage();
  const summary = useVerificationSummary();
  const register = summary.data ? registerOf(summary.data.currency) : undefined;

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-dark dark:text-white">{t('routes:verification')}</h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{t('intro')}</p>
      </div>
      {summary.data ? (
        <>
          <p className="text-base font-semibold text-dark dark:text-white">
            {t('yourTier', { tier: t(`tiers.${summary.data.tier}.name`) })}
          </p>
          <FinishSetup summary={summary.data} />
          <TodayLimit summary={summary.data} />
          {summary.data.identity ? (
            <>
              <IdentityOnFile identity={summary.data.identity} currency={summary.data.currency} />
              {register && summary.data.identity.businessCheckOffered ? (
                <BusinessRegistrationSection
                  register={register}
                  registration={summary.data.identity.business}
                  currency={summary.data.currency}
                />
              ) : null}
            </>
          ) : (
            <p className="text-sm text-gray-500 dark:text-gray-400">{t('staffNote')}</p>
          )}
          <TierLadder summary={summary.data} />
        </>
      ) : summary.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <Alert>
            {t('loadFailed')} {errorMessage(summary.error)}
          </Alert>
          <Button variant="outline" onClick={() => void summary.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
          <Spinner />
          {t('loading')}
        </p>
      )}
    </div>
  );
}

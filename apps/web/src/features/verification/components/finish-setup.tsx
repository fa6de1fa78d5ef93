import type { VerificationSummary } from '@olivia/contracts/verification';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { screenPaths } from '../../../lib/screen-paths';
import { useSettingsModal, WALLET_STEPS } from '../../../lib/settings-modal';

/**
 * What the main user does next, through the flows that exist (no second copy of them): set-up
 * not finished → the dashboard's set-up screen (BVN and PIN); an NGN store blocked → support; a
 * store outside Nigeria without its ID → the settlement account dialog. Nothing when nothing is
 * left to do at this tier.
 */
export function FinishSetup({ summary }: { summary: VerificationSummary }) {
  const { t } = useTranslation('verificationCentre');
  const openModal = useSettingsModal((state) => state.open);
  const identity = summary.identity;
  if (!identity) return null;
  if (identity.status === 'blocked') return <Alert>{t('setup.blocked')}</Alert>;
  if (!summary.setupComplete) {
    return (
      <Callout title={t('setup.title')} body={t(`setup.body_${identity.kind}`)}>
        <Link
          to={screenPaths.dashboard}
          className="inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary/90"
        >
          {t('setup.action')}
        </Link>
      </Callout>
    );
  }
  if (identity.kind === 'settlementId' && identity.status === 'none') {
    return (
      <Callout title={t('setup.idTitle')} body={t('setup.idBody')}>
        <Button onClick={() => openModal(WALLET_STEPS.settlementAccount)}>
          {t('setup.idAction')}
        </Button>
      </Callout>
    );
  }
  return null;
}

function Callout({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-md border border-primary bg-primary-light p-5">
      <h2 className="text-lg font-semibold text-primary">{title}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-200">{body}</p>
      {children}
    </section>
  );
}

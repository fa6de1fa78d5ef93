import type { ReferralSummary } from '@olivia/contracts/referrals';
import { useTranslation } from 'react-i18next';

/**
 * The rules of the reward, said as they stand: rewards are paid by a later release, so every
 * referral is 'not yet earning' and no amount is shown.
 */
export function ReferralRewards({ reward }: { reward: ReferralSummary['reward'] }) {
  const { t } = useTranslation('referrals');
  return (
    <section
      aria-labelledby="referral-rewards-heading"
      className="space-y-3 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="referral-rewards-heading"
          className="text-lg font-semibold text-dark dark:text-white"
        >
          {t('rewards.title')}
        </h2>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-600 dark:bg-gray-800 dark:text-gray-300">
          {t(`rewards.states.${reward}`)}
        </span>
      </div>
      <ol className="list-decimal space-y-1 ps-5 text-sm text-gray-600 dark:text-gray-300">
        <li>{t('rewards.rule1')}</li>
        <li>{t('rewards.rule2')}</li>
        <li>{t('rewards.rule3')}</li>
      </ol>
      <p className="text-sm font-medium text-dark dark:text-white">{t('rewards.notYet')}</p>
    </section>
  );
}

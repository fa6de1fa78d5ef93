import { REFERRAL_STATUSES } from '@olivia/contracts/referrals';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListError } from '../../../components/resource/list-error';
import { ListPage } from '../../../components/resource/list-page';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { referralsApi, useReferralSummary } from '../api/referrals-api';
import { referralColumns } from '../components/referral-columns';
import { ReferralLinkCard } from '../components/referral-link-card';
import { ReferralQrCode } from '../components/referral-qr-code';
import { ReferralRewards } from '../components/referral-rewards';

/**
 * /referrals/all and /qr-code/all (docs/product/screens.md): the store's referral code and sign-up
 * link to copy, share or hand out as a QR code; the rules of the reward (not yet earning); and the
 * stores that signed up with it, searched, filtered, sorted, paged and exported. Main user and
 * sub-users alike.
 */
export function ReferralsRoute() {
  usePageTitle('referrals');
  const { t, i18n } = useTranslation(['referrals', 'routes']);
  const summary = useReferralSummary();
  const list = referralsApi.useList();
  const language = i18n.language;
  const columns = useMemo(() => referralColumns(t, language), [t, language]);

  const overview = summary.data ? (
    <>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <ReferralLinkCard summary={summary.data} />
        <ReferralQrCode link={summary.data.link} code={summary.data.code} />
      </div>
      <ReferralRewards reward={summary.data.reward} />
    </>
  ) : summary.isError ? (
    <ListError
      text={t('link.loadFailed')}
      error={summary.error}
      onRetry={() => void summary.refetch()}
    />
  ) : (
    <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
      <Spinner />
      {t('link.loading')}
    </p>
  );

  return (
    <ListPage
      title={t('routes:referrals')}
      description={t('intro')}
      filters={
        <>
          {overview}
          <h2 className="text-lg font-semibold text-dark dark:text-white">{t('table.label')}</h2>
          <ChoiceFilter
            label={t('filters.status')}
            allLabel={t('filters.all')}
            choices={REFERRAL_STATUSES}
            labelOf={(status) => t(`status.${status}`)}
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
            className="max-w-xs"
          />
        </>
      }
      resource={list}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(row) => row.slug}
      emptyState={{ title: t('empty.title'), body: t('empty.body') }}
      exportName={t('table.exportName')}
      exportRows={() => referralsApi.getAll(list.query)}
      errorText={t('loadFailed')}
    />
  );
}

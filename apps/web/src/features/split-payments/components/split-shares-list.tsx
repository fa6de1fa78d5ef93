import { SPLIT_SHARE_STATUSES } from '@olivia/contracts/split-payments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { useSession } from '../../../lib/session';
import { splitSharesApi } from '../api/split-payments-api';
import { splitShareColumns } from './split-share-columns';
import { SplitTabs } from './split-tabs';

/**
 * The payouts of /split-payments (?view=payouts): every payee's share of every payment split, what refunds took back,
 * and where its payout to their bank stands (a failed one's money is back in the wallet).
 */
export function SplitSharesList() {
  const { t } = useTranslation(['splitPayments', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const shares = splitSharesApi.useList();
  const columns = useMemo(() => splitShareColumns(t, currency), [t, currency]);
  return (
    <ListPage
      title={t('routes:splitPayments')}
      description={t('intro')}
      filters={
        <div className="space-y-4">
          <SplitTabs />
          <ChoiceFilter
            label={t('shares.status.label')}
            allLabel={t('shares.status.all')}
            choices={SPLIT_SHARE_STATUSES}
            labelOf={(status) => t(`shares.status.${status}`)}
            value={shares.filters.status}
            onChange={(status) => shares.setFilter('status', status)}
            className="w-full sm:w-56"
          />
        </div>
      }
      resource={shares}
      columns={columns}
      label={t('shares.table.label')}
      searchable
      cards
      getRowId={(share) => share.id}
      emptyState={{ title: t('shares.empty.title'), body: t('shares.empty.body') }}
      exportName={t('shares.table.exportName')}
      exportRows={() => splitSharesApi.getAll(shares.query)}
    />
  );
}

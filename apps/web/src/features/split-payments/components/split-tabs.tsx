import { useTranslation } from 'react-i18next';
import { useView, ViewTabs } from '../../../components/resource/view-tabs';

/** The three lists of /split-payments, as `?view=`: splits, payees and the payouts to them. */
export const SPLIT_VIEWS = ['groups', 'payees', 'payouts'] as const;
export type SplitView = (typeof SPLIT_VIEWS)[number];

/** The list `?view=` names; splits unless it names another. */
export const useSplitView = (): SplitView => useView(SPLIT_VIEWS);

const TAB_KEYS = { groups: 'groups', payees: 'payees', payouts: 'shares' } as const;

/** The tabs between the three lists. */
export function SplitTabs() {
  const { t } = useTranslation('splitPayments');
  return (
    <ViewTabs
      views={SPLIT_VIEWS}
      label={t('tabs.label')}
      labelOf={(view) => t(`tabs.${TAB_KEYS[view]}`)}
    />
  );
}

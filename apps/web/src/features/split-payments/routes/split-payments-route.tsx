import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { NairaOnly } from '../components/naira-only';
import { SplitGroupsList } from '../components/split-groups-list';
import { SplitPayeesList } from '../components/split-payees-list';
import { SplitSharesList } from '../components/split-shares-list';
import { useSplitView } from '../components/split-tabs';

/**
 * /split-payments (ADR 0031): the splits, the payees (`?view=payees`) and the payouts to them
 * (`?view=payouts`), one list at a time. Stores not paid in naira are told why there are none
 * (nothing is asked of the server for them).
 */
export function SplitPaymentsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'splitPayments');
  const view = useSplitView();
  return (
    <NairaOnly>
      {view === 'payees' ? (
        <SplitPayeesList />
      ) : view === 'payouts' ? (
        <SplitSharesList />
      ) : (
        <SplitGroupsList />
      )}
    </NairaOnly>
  );
}

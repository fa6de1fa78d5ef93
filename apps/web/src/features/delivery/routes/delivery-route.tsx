import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useDeliveryView } from '../components/delivery-tabs';
import { RunsList } from '../components/runs-list';
import { ZonesList } from '../components/zones-list';

/**
 * /delivery-routes/all (ADR 0036): the zones, and the delivery runs (`?view=runs`), one list at
 * a time; each list's drawers are its child routes.
 */
export function DeliveryRoute() {
  usePageTitle(useRouteTitleKey() ?? 'deliveryRoutes');
  return useDeliveryView() === 'runs' ? <RunsList /> : <ZonesList />;
}

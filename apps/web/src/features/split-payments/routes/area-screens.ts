import { NewSplitGroupRoute } from './split-group-drawers';
import { EditSplitGroupRoute } from './split-group-drawers';
import { NewSplitPayeeRoute } from './split-payee-drawers';
import { EditSplitPayeeRoute } from './split-payee-drawers';
import { SplitPaymentsRoute } from './split-payments-route';

/**
 * The split payments area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const splitPaymentsScreens = {
  SplitPaymentsRoute,
  NewSplitGroupRoute,
  EditSplitGroupRoute,
  NewSplitPayeeRoute,
  EditSplitPayeeRoute,
};

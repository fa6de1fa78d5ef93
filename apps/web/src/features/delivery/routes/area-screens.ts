import { DeliveryRoute } from './delivery-route';
import { EditRunRoute } from './edit-run-route';
import { EditZoneRoute } from './edit-zone-route';
import { NewRunRoute } from './new-run-route';
import { NewZoneRoute } from './new-zone-route';
import { RunDetailRoute } from './run-detail-route';

/** The delivery area's screen and drawers (zones and runs), loaded together (ADR 0023). */
export const deliveryScreens = {
  DeliveryRoute,
  NewZoneRoute,
  EditZoneRoute,
  NewRunRoute,
  RunDetailRoute,
  EditRunRoute,
};

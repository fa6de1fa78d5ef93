import { DeliveryRoute } from './delivery-route';
import { EditZoneRoute } from './edit-zone-route';
import { NewZoneRoute } from './new-zone-route';

/** The delivery area's screen and drawers, loaded together (ADR 0023). */
export const deliveryScreens = {
  DeliveryRoute,
  NewZoneRoute,
  EditZoneRoute,
};

import { AddressesRoute } from './addresses-route';
import { EditAddressRoute } from './edit-address-route';
import { NewAddressRoute } from './new-address-route';

/**
 * The addresses area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const addressesScreens = {
  AddressesRoute,
  NewAddressRoute,
  EditAddressRoute,
};

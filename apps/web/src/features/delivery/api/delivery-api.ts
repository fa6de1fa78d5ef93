import { deliveryZoneEndpoints } from '@olivia/contracts/delivery-zone-endpoints';
import { defineResourceApi } from '../../../components/resource/define-resource-api';

/**
 * The delivery zones of /delivery-routes/all, from their contract. Only the main user changes
 * them (the server answers 403 to a sub-user); orders keep the fee a zone gave them.
 */
export const deliveryZonesApi = defineResourceApi('delivery-zones', deliveryZoneEndpoints);

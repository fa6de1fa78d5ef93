import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { defineResourceApi } from '../../../components/resource/define-resource-api';

/**
 * The brands of /brand/all, from their contract. A name another of the store's brands has
 * answers 409 `brandNameTaken`; renaming, switching off or removing one changes what its
 * products show (removing leaves them without a brand), so each refreshes the products.
 */
export const brandsApi = defineResourceApi('brands', brandEndpoints, {
  affects: { update: ['products'], remove: ['products'] },
});

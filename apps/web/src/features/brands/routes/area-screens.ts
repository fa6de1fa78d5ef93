import { BrandsRoute } from './brands-route';
import { EditBrandRoute } from './edit-brand-route';
import { NewBrandRoute } from './new-brand-route';

/**
 * The brands area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const brandsScreens = {
  BrandsRoute,
  NewBrandRoute,
  EditBrandRoute,
};

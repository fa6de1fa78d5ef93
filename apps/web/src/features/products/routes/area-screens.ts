import { EditProductRoute } from './edit-product-route';
import { NewProductRoute } from './new-product-route';
import { ProductsRoute } from './products-route';

/**
 * The products area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const productsScreens = {
  ProductsRoute,
  NewProductRoute,
  EditProductRoute,
};

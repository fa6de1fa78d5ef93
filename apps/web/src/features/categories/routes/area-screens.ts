import { CategoriesRoute } from './categories-route';
import { EditCategoryRoute } from './edit-category-route';
import { NewCategoryRoute } from './new-category-route';

/**
 * The categories area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const categoriesScreens = {
  CategoriesRoute,
  NewCategoryRoute,
  EditCategoryRoute,
};

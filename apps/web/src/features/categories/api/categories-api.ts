import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { defineResourceApi } from '../../../components/resource/define-resource-api';

/**
 * The categories of /category/all, from their contract. A name already used by another of the
 * store's categories answers 409 `categoryNameTaken`; removing one keeps its products, without a
 * category, and renaming one renames it on their rows: both refresh the products.
 */
export const categoriesApi = defineResourceApi('categories', categoryEndpoints, {
  affects: { update: ['products'], remove: ['products'] },
});

import { resourceKeys } from './resource-keys';

/**
 * The catalogue's keys, shared by the categories and products features: a product change moves
 * its category's count, a category change renames or empties its products, and the product form
 * lists the categories. Both are `resourceKeys` with the few extra keys they cache or mutate.
 */
const categories = resourceKeys('categories');
export const categoryKeys = {
  ...categories,
  /** The categories a product can be filed under (the filter and the form's select). */
  options: () => categories.extra('options'),
};

const brands = resourceKeys('brands');
export const brandKeys = {
  ...brands,
  /** The brands a product can be given (`active`) or the list filtered by (`all`). */
  options: (scope: 'active' | 'all') => brands.extra('options', scope),
};

const products = resourceKeys('products');
export const productKeys = {
  ...products,
  create: () => products.mutation('create'),
  update: () => products.mutation('update'),
  archive: () => products.mutation('archive'),
  /** The CSV import (products and, with them, categories). */
  import: () => products.mutation('import'),
  bulkStatus: () => products.mutation('bulk-status'),
};

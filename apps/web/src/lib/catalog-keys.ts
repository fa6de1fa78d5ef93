import type { CategoriesQuery, ProductsQuery } from '@olivia/contracts/catalog';

/**
 * The catalogue's query and mutation keys, shared by the categories and products features: a
 * product change moves its category's count, a category change renames or empties its products,
 * and the product form lists the categories; each side invalidates the other's keys from here.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (query: CategoriesQuery) => [...categoryKeys.lists(), query] as const,
  /** The categories a product can be filed under (the filter and the form's select). */
  options: () => [...categoryKeys.all, 'options'] as const,
  details: () => [...categoryKeys.all, 'detail'] as const,
  detail: (id: string) => [...categoryKeys.details(), id] as const,
  create: () => [...categoryKeys.all, 'create'] as const,
  update: () => [...categoryKeys.all, 'update'] as const,
  remove: () => [...categoryKeys.all, 'remove'] as const,
};

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductsQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  create: () => [...productKeys.all, 'create'] as const,
  update: () => [...productKeys.all, 'update'] as const,
  archive: () => [...productKeys.all, 'archive'] as const,
  /** The CSV import (products and, with them, categories). */
  import: () => [...productKeys.all, 'import'] as const,
  bulkStatus: () => [...productKeys.all, 'bulk-status'] as const,
};

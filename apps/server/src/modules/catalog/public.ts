/**
 * What other modules may use of the catalogue: moving stock (orders, returns, inventory), the
 * one way stock changes once a product exists (ADR 0016).
 */
export { moveStock, type MovementRow, type StockMove } from './stock.repository';
/** The dashboard's catalogue figures, live products and categories, as a sub-select. */
export { storeCatalogFragment, type CatalogCounts } from './catalog-counts.repository';

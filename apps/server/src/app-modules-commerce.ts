import { brandRoutes } from './modules/catalog/brands.routes';
import { createRunMoves } from './modules/delivery-runs/run-moves.service';
import { deliveryRunRoutes } from './modules/delivery-runs/runs.routes';
import { createDeliveryRunsService } from './modules/delivery-runs/runs.service';
import { deliveryZoneRoutes } from './modules/delivery/zones.routes';
import { createDeliveryZonesService } from './modules/delivery/zones.service';
import { createBrandsService } from './modules/catalog/brands.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCategoriesService } from './modules/catalog/categories.service';
import { inventoryRoutes } from './modules/catalog/inventory.routes';
import { createInventoryService } from './modules/catalog/inventory.service';
import { createProductImport } from './modules/catalog/products-import';
import { createProductsService } from './modules/catalog/products.service';
import { createFilesService } from './modules/files/files.service';
import { bannerClickRoutes, bannersRoutes } from './modules/promotions/banners.routes';
import { createBannersService } from './modules/promotions/banners.service';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { createPromotionsService } from './modules/promotions/promotions.service';
import { isBot } from './modules/storefront/bot-user-agents';
import { type ServerModule, routes } from './app-module';

/**
 * The store's catalogue, inventory, delivery and promotions (issue 13 and 28). Registered in this
 * order by app-modules.ts.
 */
export const COMMERCE_MODULES: ServerModule[] = [
  // The store's commerce (issue 13, ADR 0015 and 0016): catalogue, inventory, orders and the
  // storefront. Payments reach orders through the top-ups module's receiver (createOrderPayments).
  ({ db, fileLinks: files }) =>
    routes(catalogRoutes, {
      categories: createCategoriesService(db),
      products: createProductsService({ db, files }),
      productImport: createProductImport(db),
    }),
  ({ db, fileLinks: files }) => routes(brandRoutes, { brands: createBrandsService({ db, files }) }),
  ({ db }) => routes(inventoryRoutes, { inventory: createInventoryService(db) }),
  // Delivery zones (issue 28, ADR 0036); the storefront's checkout reads them too.
  ({ db }) => routes(deliveryZoneRoutes, { zones: createDeliveryZonesService({ db }), db }),
  // Delivery runs (issue 28, ADR 0036): ship and deliver orders along ORDER_MOVES.
  ({ db, fileLinks, dataKeys }) =>
    routes(deliveryRunRoutes, {
      runs: createDeliveryRunsService({ db, files: fileLinks }),
      moves: createRunMoves({ db, files: fileLinks }),
      db,
      files: createFilesService({ db, dataKeys }),
    }),
  // Promotions and banners (issue 28, ADR 0037); `/banner-click/<id>` counts a banner's click.
  ({ db }) => routes(promotionsRoutes, { promotions: createPromotionsService({ db }) }),
  ({ db, fileLinks: files }) => {
    const banners = createBannersService({ db, files });
    return {
      api: (api) => api.register(bannersRoutes, { banners }),
      root: (app) => app.register(bannerClickRoutes, { banners, isBot }),
    };
  },
];

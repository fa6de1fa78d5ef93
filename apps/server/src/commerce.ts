import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { DataKeys } from './lib/data-keys';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import { brandRoutes } from './modules/catalog/brands.routes';
import { createBrandsService } from './modules/catalog/brands.service';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCategoriesService } from './modules/catalog/categories.service';
import { inventoryRoutes } from './modules/catalog/inventory.routes';
import { createInventoryService } from './modules/catalog/inventory.service';
import { createProductImport } from './modules/catalog/products-import';
import { createProductsService } from './modules/catalog/products.service';
import type { FileLinks } from './modules/files/public';
import type { Jobs } from './modules/jobs/public';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createCustomersService } from './modules/orders/customers.service';
import { scheduleOrderExpiry } from './modules/orders/order-expiry';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { returnsRoutes } from './modules/orders/returns.routes';
import { createReturnsService } from './modules/orders/returns.service';
import { reviewsRoutes } from './modules/orders/reviews.routes';
import { createReviewsService } from './modules/orders/reviews.service';
import { storefrontOrdersRoutes } from './modules/orders/storefront-orders.routes';
import { createStoreSetupService } from './modules/store-setup/store-setup.service';
import { storeSetupRoutes } from './modules/store-setup/store-setup.routes';
import { createBrowseService } from './modules/storefront/browse.service';
import { storefrontBrowseRoutes, trafficRoutes } from './modules/storefront/storefront.routes';
import { createVisitsService } from './modules/storefront/visits.service';

/** How often unpaid orders past their time are cancelled and their stock given back. */
const ORDER_EXPIRY_EVERY_SECONDS = 60;

/**
 * The store's commerce (issue 13, ADR 0015 and 0016): catalogue, inventory, orders, customers,
 * returns, reviews, set-up and the public storefront. Payments reach orders through the
 * top-ups module's receiver (`createOrderPayments`, wired in app.ts).
 */
export function createCommerce(
  app: FastifyInstance,
  deps: {
    db: Database;
    provider: PaymentProvider;
    mailer: Mailer;
    appUrl: string;
    dataKeys: DataKeys;
    files: FileLinks;
    jobs: Jobs;
  },
) {
  const { db } = deps;
  const orders = createOrdersService({ db });
  scheduleOrderExpiry(app, deps.jobs, orders, ORDER_EXPIRY_EVERY_SECONDS);
  const services = {
    categories: createCategoriesService(db),
    brands: createBrandsService({ db, files: deps.files }),
    products: createProductsService({ db, files: deps.files }),
    productImport: createProductImport(db),
    inventory: createInventoryService(db),
    orders,
    customers: createCustomersService(db),
    checkout: createCheckoutService(deps),
    returns: createReturnsService(db),
    reviews: createReviewsService(db),
    browse: createBrowseService(db),
    visits: createVisitsService({ db, dataKeys: deps.dataKeys }),
    setup: createStoreSetupService({ db, files: deps.files }),
    addresses: createAddressesService(db),
  };

  /** Registers every commerce route under the main API prefix. */
  async function routes(api: FastifyInstance) {
    const { categories, products, inventory, customers, checkout, returns, reviews } = services;
    await api.register(catalogRoutes, {
      categories,
      products,
      productImport: services.productImport,
    });
    await api.register(brandRoutes, { brands: services.brands });
    await api.register(inventoryRoutes, { inventory });
    await api.register(ordersRoutes, { orders, customers });
    await api.register(storefrontOrdersRoutes, { checkout, orders });
    await api.register(returnsRoutes, { returns });
    await api.register(reviewsRoutes, { reviews });
    await api.register(storefrontBrowseRoutes, {
      browse: services.browse,
      visits: services.visits,
    });
    await api.register(trafficRoutes, { visits: services.visits });
    await api.register(storeSetupRoutes, { setup: services.setup });
    await api.register(addressesRoutes, { addresses: services.addresses });
  }

  return { routes };
}

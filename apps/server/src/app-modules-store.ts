import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { branchesRoutes } from './modules/branches/branches.routes';
import { createBranchesService } from './modules/branches/branches.service';
import { createExpenseCategoriesService } from './modules/expenses/expense-categories.service';
import { expensesRoutes } from './modules/expenses/expenses.routes';
import { createExpensesService } from './modules/expenses/expenses.service';
import { returnsRoutes } from './modules/orders/returns.routes';
import { createReturnsService } from './modules/orders/returns.service';
import { reviewsRoutes } from './modules/orders/reviews.routes';
import { createReviewsService } from './modules/orders/reviews.service';
import { storeSetupRoutes } from './modules/store-setup/store-setup.routes';
import { createStoreSetupService } from './modules/store-setup/store-setup.service';
import { createBrowseService } from './modules/storefront/browse.service';
import { storefrontBrowseRoutes, trafficRoutes } from './modules/storefront/storefront.routes';
import { createVisitsService } from './modules/storefront/visits.service';
import { successRateRoutes } from './modules/success-rate/success-rate.routes';
import { createSuccessRateService } from './modules/success-rate/success-rate.service';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { setUpWebhooks } from './modules/webhooks/webhooks-setup';
import { type ServerModule, routes } from './app-module';

/**
 * The rest of the store: returns, reviews, the storefront's pages, set-up, addresses, branches and
 * the success rate, webhooks. Registered in this order by app-modules.ts.
 */
export const STORE_MODULES: ServerModule[] = [
  ({ db }) => routes(returnsRoutes, { returns: createReturnsService(db) }),
  ({ db }) => routes(reviewsRoutes, { reviews: createReviewsService(db) }),
  ({ db, dataKeys }) => {
    const visits = createVisitsService({ db, dataKeys });
    const browse = createBrowseService(db);
    return {
      api: async (api) => {
        await api.register(storefrontBrowseRoutes, { browse, visits });
        await api.register(trafficRoutes, { visits });
      },
    };
  },
  ({ db, fileLinks: files }) =>
    routes(storeSetupRoutes, { setup: createStoreSetupService({ db, files }) }),
  ({ db }) => routes(addressesRoutes, { addresses: createAddressesService(db) }),
  ({ db }) => routes(branchesRoutes, { branches: createBranchesService(db) }),
  // Expenditures (issue 30): recorded by any user of the store, nothing paid from the wallet.
  ({ db, fileLinks: files }) =>
    routes(expensesRoutes, {
      expenses: createExpensesService({ db, files }),
      categories: createExpenseCategoriesService(db),
    }),
  ({ db }) => routes(successRateRoutes, { successRate: createSuccessRateService(db) }),
  // Webhooks (issue 29, ADR 0044): the main user's endpoints, sent through the durable jobs.
  ({ app, db, jobs, dataKeys, config }) => {
    const allowPrivate = config.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
    const webhooks = setUpWebhooks({ app, db, jobs, dataKeys, allowPrivate });
    return routes(webhooksRoutes, { webhooks });
  },
];

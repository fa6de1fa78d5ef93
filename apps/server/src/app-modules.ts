import type { FastifyInstance } from 'fastify';
import { apiPrefixes, endpointUrl } from '@olivia/contracts/endpoint';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import type { Shared } from './app-shared';
import { accountLifecycleRoutes } from './modules/account-lifecycle/account-lifecycle.routes';
import { createAccountLifecycle } from './modules/account-lifecycle/account-lifecycle.service';
import { accountLogsRoutes } from './modules/account-logs/account-logs.routes';
import { createAccountLogsService } from './modules/account-logs/account-logs.service';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { branchesRoutes } from './modules/branches/branches.routes';
import { createBranchesService } from './modules/branches/branches.service';
import { configuredAdNetwork } from './modules/adverts/ad-network';
import { advertsRoutes } from './modules/adverts/adverts.routes';
import { createAdvertsService } from './modules/adverts/adverts.service';
import { agentsRoutes } from './modules/agents/agents.routes';
import { createAgentsService } from './modules/agents/agents.service';
import { createSandboxIdentityProvider } from './modules/agents/identity-provider';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
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
import { cardPaymentsRoutes } from './modules/card-payments/card-payments.routes';
import { createCardPayments, createCardRefunds } from './modules/card-payments/public';
import { chatRoutes, publicChatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { domainsRoutes } from './modules/domains/domains.routes';
import { createDomainsService } from './modules/domains/domains.service';
import { storeOwnsDomain } from './modules/domains/public';
import { createSandboxRegistrar } from './modules/domains/registrar';
import { fileServingRoutes, uploadRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { createInvoiceCheckout } from './modules/invoices/invoice-checkout.service';
import { invoicePageRoutes } from './modules/invoices/invoice-page.routes';
import { createInvoicePayments } from './modules/invoices/invoice-payment-received';
import { markInvoicePaymentFailed } from './modules/invoices/invoices.repository';
import { invoicePayRoutes, invoicesRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { schedulePruneDoneJobs } from './modules/jobs/public';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createCustomersService } from './modules/orders/customers.service';
import { belowCostRoutes } from './modules/discounts/below-cost';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { createDiscountsService } from './modules/discounts/discounts.service';
import { createCustomerReturns } from './modules/orders/customer-returns.service';
import { createManualOrders } from './modules/orders/manual-orders.service';
import { createOrderRefunds } from './modules/orders/order-refunds.service';
import { scheduleOrderExpiry } from './modules/orders/order-expiry';
import { createOrderPayments } from './modules/orders/order-payments';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrderDocument } from './modules/orders/order-document.service';
import { createOrdersService } from './modules/orders/orders.service';
import { returnsRoutes } from './modules/orders/returns.routes';
import { createReturnsService } from './modules/orders/returns.service';
import { reviewsRoutes } from './modules/orders/reviews.routes';
import { createReviewsService } from './modules/orders/reviews.service';
import { createCardRetry } from './modules/orders/card-retry.service';
import { storefrontOrdersRoutes } from './modules/orders/storefront-orders.routes';
import { createLinkCheckout } from './modules/payment-links/link-checkout.service';
import { createLinkPayments } from './modules/payment-links/link-payment-received';
import { failLinkPayment } from './modules/payment-links/link-stock';
import { escapeHtml, messagePage, pageShell } from './modules/payment-links/pay-page/pay-page-html';
import { payPageRoutes } from './modules/payment-links/pay-page/pay-page.routes';
import { paymentLinksRoutes, payRoutes } from './modules/payment-links/payment-links.routes';
import { createPaymentLinksService } from './modules/payment-links/payment-links.service';
import { bannerClickRoutes, bannersRoutes } from './modules/promotions/banners.routes';
import { createBannersService } from './modules/promotions/banners.service';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { createPromotionsService } from './modules/promotions/promotions.service';
import { qrCodesRoutes, qrScanRoutes } from './modules/qr-codes/qr-codes.routes';
import {
  createSplitBatches,
  createSplitPaymentsService,
  createSplitSettlement,
  scheduleSplitBatches,
  splitPaymentsRoutes,
} from './modules/split-payments/public';
import { createSuppliersService } from './modules/suppliers/suppliers.service';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { createPurchaseOrdersService } from './modules/suppliers/purchase-orders.service';
import { createPurchaseOrderReceiving } from './modules/suppliers/purchase-order-receiving';
import { createPurchaseOrderPayments } from './modules/suppliers/purchase-order-payments';
import { createReorder } from './modules/suppliers/reorder';
import { createQrCodesService } from './modules/qr-codes/qr-codes.service';
import { createCurrentPasswordCheck } from './modules/passwords/current-password';
import { passwordsRoutes } from './modules/passwords/passwords.routes';
import { pinsRoutes } from './modules/pins/pins.routes';
import { createPinsService } from './modules/pins/pins.service';
import { createOriginPolicy } from './modules/realtime/origin-policy';
import { channelSocketRoutes, startChatRoutes } from './modules/realtime/realtime.routes';
import { createReceiptIssuer } from './modules/receipts/public';
import { receiptPageRoutes } from './modules/receipts/receipt-page.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { createReceiptsService } from './modules/receipts/receipts.service';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { sandboxBankRoutes } from './modules/sandbox-bank/sandbox-bank.routes';
import { sandboxCardRoutes } from './modules/sandbox-bank/sandbox-card.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { createSettlementsService } from './modules/settlements/settlements.service';
import { storeSetupRoutes } from './modules/store-setup/store-setup.routes';
import { createStoreSetupService } from './modules/store-setup/store-setup.service';
import { isBot } from './modules/storefront/bot-user-agents';
import { createBrowseService } from './modules/storefront/browse.service';
import { storefrontBrowseRoutes, trafficRoutes } from './modules/storefront/storefront.routes';
import { createVisitsService } from './modules/storefront/visits.service';
import { successRateRoutes } from './modules/success-rate/success-rate.routes';
import { createSuccessRateService } from './modules/success-rate/success-rate.service';
import { subUsersRoutes } from './modules/sub-users/sub-users.routes';
import { createSubUsersService } from './modules/sub-users/sub-users.service';
import { topUpsRoutes, webhooksRoutes } from './modules/top-ups/top-ups.routes';
import { createTopUpsService } from './modules/top-ups/top-ups.service';
import { schedulePayoutReconciler } from './modules/transfers/payout-reconciler';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { reportsRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { isSandboxProvider } from './payments/sandbox/sandbox-provider';

/** What a module adds to the app, from the shared dependencies. */
interface ModuleParts {
  /** Its routes under the main API prefix. */
  api?: (api: FastifyInstance) => PromiseLike<unknown>;
  /** Its routes under another prefix or outside /api, and its hooks, on the root app. */
  root?: (app: FastifyInstance) => PromiseLike<unknown>;
}

type ServerModule = (shared: Shared) => ModuleParts;

/** How often unpaid orders past their time are cancelled and their stock given back. */
const ORDER_EXPIRY_EVERY_SECONDS = 60;

/** The parts of a module that is one route plugin under the main API prefix. */
const routes = <O extends object>(
  plugin: (api: FastifyInstance, options: O) => Promise<void>,
  options: O,
): ModuleParts => ({ api: (api) => api.register(plugin, options) });

/**
 * The server's modules: the one list the composition root (app.ts) reads, in the order they
 * register. Each makes its services from the shared dependencies (app-shared.ts) and adds its
 * routes, hooks and jobs.
 */
export const SERVER_MODULES: ServerModule[] = [
  ({ config }) => routes(appConfigRoutes, { liveChatWidgetUrl: config.LIVECHAT_WIDGET_URL }),
  ({ sessions }) => routes(sessionsRoutes, { sessions }),
  ({ db, sessions, ledger }) => {
    const verifyCurrentPassword = createCurrentPasswordCheck(db);
    const lifecycle = createAccountLifecycle({ db, sessions, ledger, verifyCurrentPassword });
    return routes(accountLifecycleRoutes, { lifecycle });
  },
  ({ passwords }) => routes(passwordsRoutes, { passwords }),
  ({ db, sessions, passwords }) =>
    routes(subUsersRoutes, { subUsers: createSubUsersService({ db, sessions, passwords }) }),
  ({ db }) => routes(accountLogsRoutes, { accountLogs: createAccountLogsService(db) }),
  ({ db, config }) =>
    routes(referralsRoutes, { referrals: createReferralsService({ db, appUrl: config.appUrl }) }),
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
  // Orders and payments in: storefront orders, top-ups and their webhooks, card payments and their
  // refunds, payment links, receipts. Payments reach what they pay for through the top-ups module's receiver
  // (ADR 0016, 0027, 0028); a storefront order or a link may be paid by card.
  ({
    app,
    db,
    provider,
    ledger,
    transfers,
    mailer,
    config,
    jobs,
    pinCheck,
    fileLinks: files,
    dataKeys,
  }) => {
    const filesForDocuments = createFilesService({ db, dataKeys });
    const splits = createSplitSettlement({
      ledger,
      payouts: () => transfers.payouts,
      providerName: provider.name,
    });
    // Scheduled payees' held shares, paid in one batch per period (ADR 0031).
    scheduleSplitBatches(
      app,
      jobs,
      createSplitBatches({
        db,
        ledger,
        payouts: () => transfers.payouts,
        providerName: provider.name,
        now: jobs.now,
      }),
    );
    const issueReceipt = createReceiptIssuer({ mailer, appUrl: config.appUrl });
    const topUps = createTopUpsService({
      db,
      provider,
      ledger,
      settlePayout: (unit, event) =>
        transfers.payouts.settle(unit, event.reference, event.state, event.reason),
      orderPaid: createOrderPayments({ mailer }),
      linkPaid: createLinkPayments(),
      invoicePaid: createInvoicePayments(),
      issueReceipt,
      splitPaid: splits.splitPaid,
    });
    const cards = createCardPayments({
      db,
      provider,
      jobs,
      receiveVerifiedPayment: (payment) => topUps.receiveVerifiedPayment(payment),
      // A failed card leaves an order pending until it expires (its stock then comes back).
      failed: {
        link: (unit, charge) => failLinkPayment(unit.tx, charge.purposeId),
        invoice: (unit, charge) => markInvoicePaymentFailed(unit.tx, charge.purposeId),
        order: async () => undefined,
      },
    });
    const refunds = createCardRefunds({
      db,
      provider,
      ledger,
      jobs,
      pinCheck,
      issueReceipt,
      refunded: splits.takeBack,
    });
    const orders = createOrdersService({ db, settleCard: (reference) => cards.settle(reference) });
    scheduleOrderExpiry(app, jobs, orders, ORDER_EXPIRY_EVERY_SECONDS);
    const storefrontCheckout = createCheckoutService({
      db,
      provider,
      cards,
      mailer,
      appUrl: config.appUrl,
    });
    const customers = createCustomersService(db);
    const orderRefunds = createOrderRefunds({
      db,
      cards,
      cardRefunds: refunds,
      transfers: () => transfers,
      pinCheck,
    });
    const takeOrder = createManualOrders({
      db,
      provider,
      cards,
      mailer,
      appUrl: config.appUrl,
      detail: (storeId, id) => orders.get(storeId, id),
    });
    const links = createPaymentLinksService({ db, files, appUrl: config.appUrl });
    const invoices = createInvoicesService({
      db,
      mailer,
      jobs,
      files: filesForDocuments,
      appUrl: config.appUrl,
    });
    const invoiceCheckout = createInvoiceCheckout({ db, provider, cards, appUrl: config.appUrl });
    const checkout = createLinkCheckout({ db, provider, cards, jobs, appUrl: config.appUrl });
    return {
      api: async (api) => {
        await api.register(ordersRoutes, { orders, customers, takeOrder, orderRefunds });
        await api.register(storefrontOrdersRoutes, {
          checkout: storefrontCheckout,
          orders,
          retryCard: createCardRetry({ db, cards, appUrl: config.appUrl }),
          askReturn: createCustomerReturns({ db }),
          orderPdf: createOrderDocument({ db, files: filesForDocuments }),
        });
        await api.register(topUpsRoutes, { topUps });
        await api.register(webhooksRoutes, { topUps });
        await api.register(cardPaymentsRoutes, { cards, refunds });
        await api.register(paymentLinksRoutes, { links });
        await api.register(discountsRoutes, { discounts: createDiscountsService({ db }) });
        await api.register(belowCostRoutes, { db });
        await api.register(invoicesRoutes, { invoices });
        await api.register(invoicePayRoutes, { checkout: invoiceCheckout });
        await api.register(payRoutes, { checkout });
      },
      root: async (app) => {
        const sandbox = provider.name === 'sandbox';
        await app.register(payPageRoutes, { checkout, sandbox });
        await app.register(invoicePageRoutes, { checkout: invoiceCheckout, invoices, sandbox });
      },
    };
  },
  // Split payments (issue 27, ADR 0031): payees and splits; the payments entry above shares.
  ({ db, provider }) =>
    routes(splitPaymentsRoutes, { splits: createSplitPaymentsService({ db, provider }) }),
  // Suppliers and purchase orders (issue 28, ADR 0038): paying one is a transfer.
  ({ db, provider, mailer, transfers, pinCheck, dataKeys }) => {
    const orders = createPurchaseOrdersService({
      db,
      mailer,
      files: createFilesService({ db, dataKeys }),
    });
    return routes(suppliersRoutes, {
      suppliers: createSuppliersService({ db, provider }),
      orders,
      receiving: createPurchaseOrderReceiving({ db }),
      payments: createPurchaseOrderPayments({ db, transfers: () => transfers, pinCheck }),
      reorder: createReorder({ db, orders }),
    });
  },
  // QR codes (issue 27): `/q/<code>` counts the scan and opens the store, a product or a link.
  ({ db, config }) => {
    const qrCodes = createQrCodesService({ db, appUrl: config.appUrl });
    return {
      api: (api) => api.register(qrCodesRoutes, { qrCodes }),
      root: (app) => app.register(qrScanRoutes, { qrCodes }),
    };
  },
  // Receipts (issue 27): the store's list, PDFs and resending; the payer's page `/r/<id>`.
  ({ db, mailer, dataKeys, config }) => {
    const files = createFilesService({ db, dataKeys });
    const receipts = createReceiptsService({ db, mailer, appUrl: config.appUrl, files });
    return {
      api: (api) => api.register(receiptsRoutes, { receipts }),
      // The pay pages' look, handed over here: the receipts module imports no payment links.
      root: (app) =>
        app.register(receiptPageRoutes, {
          receipts,
          html: { shell: pageShell, message: messagePage, escape: escapeHtml },
        }),
    };
  },
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
  ({ db }) => routes(successRateRoutes, { successRate: createSuccessRateService(db) }),
  ({ db, pinCheck }) => routes(pinsRoutes, { pins: createPinsService({ db, pinCheck }) }),
  ({ app, jobs, transfers, config }) => {
    schedulePayoutReconciler(app, jobs, transfers, config.PAYOUT_RECONCILE_SECONDS);
    return routes(transfersRoutes, { transfers });
  },
  ({ db, ledger, pinCheck, deps, config, provider, log, jobs }) => {
    const adverts = createAdvertsService({
      db,
      ledger,
      pinCheck,
      network: deps.adverts?.network ?? configuredAdNetwork(config.AD_NETWORK),
      appUrl: config.appUrl,
      // A store may advertise its custom domains too (the domains module answers).
      ownsDomain: (storeId, host) => storeOwnsDomain(db, storeId, host),
      realMoney: provider.name !== 'sandbox',
      now: deps.adverts?.now,
      onError: (error) => log.error({ err: error }, 'ad network call failed'),
      jobs,
    });
    return routes(advertsRoutes, { adverts });
  },
  ({ db, provider, fileLinks: files, dataKeys }) => {
    const agents = createAgentsService({
      db,
      // Only the sandbox checks identities today (ADR 0011); a real provider plugs in here.
      identity: provider.name === 'sandbox' ? createSandboxIdentityProvider() : null,
      files,
      dataKeys,
    });
    return routes(agentsRoutes, { agents });
  },
  ({ db, provider, transfers, ledger, pinCheck, fileLinks: files }) => {
    const { payouts } = transfers;
    const settlements = createSettlementsService({
      db,
      provider,
      payouts,
      ledger,
      pinCheck,
      files,
    });
    return routes(settlementsRoutes, { settlements });
  },
  ({ db, config }) => {
    const dashboard = createDashboardService(db, {
      passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
      rankThresholds: config.RANK_THRESHOLDS,
    });
    return routes(dashboardRoutes, { dashboard });
  },
  ({ db, deps, config, ledger, pinCheck, jobs }) => {
    const sandbox = config.REGISTRAR === 'sandbox' ? createSandboxRegistrar() : null;
    const registrar = deps.domains?.registrar ?? sandbox;
    return routes(domainsRoutes, {
      domains: createDomainsService({ db, registrar, ledger, pinCheck, jobs }),
    });
  },
  ({ db, dataKeys }) => {
    const files = createFilesService({ db, dataKeys });
    return {
      api: (api) => api.register(uploadRoutes, { files }),
      // Stored files live outside /api.
      root: (app) => app.register(fileServingRoutes, { files }),
    };
  },
  ({ db, events, realtime, config }) => {
    const chat = createChatService({ db, events, channels: realtime });
    const origins = createOriginPolicy({
      appUrl: config.appUrl,
      allowedOrigins: config.REALTIME_ALLOWED_ORIGINS,
      production: config.NODE_ENV === 'production',
    });
    return {
      api: async (api) => {
        await api.register(startChatRoutes, { realtime });
        await api.register(chatRoutes, { chat });
        await api.register(publicChatRoutes, { chat });
      },
      // Channel sockets live outside /api.
      root: (app) => app.register(channelSocketRoutes, { realtime, origins }),
    };
  },
  ({ db }) => ({
    root: (app) =>
      app.register(reportsRoutes, { prefix: apiPrefixes.reports, wallet: createWalletService(db) }),
  }),
  ({ db, provider, webhookSecret }) => ({
    root: async (app) => {
      if (provider.name === 'sandbox') {
        const prefix = apiPrefixes.sandbox;
        await app.register(sandboxBankRoutes, { prefix, db, webhookSecret, root: app });
      }
      if (!isSandboxProvider(provider)) return;
      await app.register(sandboxCardRoutes, { provider });
      // The sandbox settles some payouts later, through the webhook endpoint a provider calls.
      provider.deliverWebhooksTo(async (payload, headers) => {
        await app.inject({
          method: 'POST',
          url: endpointUrl(topUpEndpoints.webhook, { provider: 'sandbox' }),
          payload,
          headers,
        });
      });
      app.addHook('onClose', async () => provider.close());
    },
  }),
  ({ jobs, config }) => {
    schedulePruneDoneJobs(jobs);
    return routes(jobsRoutes, { jobs, token: config.OPERATOR_TOKEN });
  },
];

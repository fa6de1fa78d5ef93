import { cardPaymentsRoutes } from './modules/card-payments/card-payments.routes';
import { createCardPayments, createCardRefunds } from './modules/card-payments/public';
import { createFilesService } from './modules/files/files.service';
import { createInvoiceCheckout } from './modules/invoices/invoice-checkout.service';
import { invoicePageRoutes } from './modules/invoices/invoice-page.routes';
import { createInvoicePayments } from './modules/invoices/invoice-payment-received';
import { markInvoicePaymentFailed } from './modules/invoices/invoices.repository';
import { invoicePayRoutes, invoicesRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
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
import { createCardRetry } from './modules/orders/card-retry.service';
import { storefrontOrdersRoutes } from './modules/orders/storefront-orders.routes';
import { createLinkCheckout } from './modules/payment-links/link-checkout.service';
import { createLinkPayments } from './modules/payment-links/link-payment-received';
import { failLinkPayment } from './modules/payment-links/link-stock';
import { escapeHtml, messagePage, pageShell } from './modules/payment-links/pay-page/pay-page-html';
import { payPageRoutes } from './modules/payment-links/pay-page/pay-page.routes';
import { paymentLinksRoutes, payRoutes } from './modules/payment-links/payment-links.routes';
import { createPaymentLinksService } from './modules/payment-links/payment-links.service';
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
import { createReceiptIssuer } from './modules/receipts/public';
import { receiptPageRoutes } from './modules/receipts/receipt-page.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { createReceiptsService } from './modules/receipts/receipts.service';
import { topUpsRoutes, webhooksRoutes } from './modules/top-ups/top-ups.routes';
import { createTopUpsService } from './modules/top-ups/top-ups.service';
import { type ServerModule, routes } from './app-module';

/** How often unpaid orders past their time are cancelled and their stock given back. */
const ORDER_EXPIRY_EVERY_SECONDS = 60;

/**
 * Orders and payments in (issue 27 and 28): storefront orders, top-ups, card payments, payment
 * links, invoices, split payments, suppliers, QR codes and receipts. Registered in this order by
 * app-modules.ts.
 */
export const PAYMENT_MODULES: ServerModule[] = [
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
];

/**
 * The catalogues' namespaces, registered once: each is one JSON file per language in
 * `src/locales/<lang>/`, and English, the source catalogue, types its keys (i18next.d.ts).
 * Type-only, so no catalogue is bundled: the app fetches them (ADR 0023).
 */
export { default as account } from './en/account.json';
export { default as accountLogs } from './en/accountLogs.json';
export { default as addresses } from './en/addresses.json';
export { default as adverts } from './en/adverts.json';
export { default as auth } from './en/auth.json';
export { default as branches } from './en/branches.json';
export { default as blog } from './en/blog.json';
export { default as brands } from './en/brands.json';
export { default as cardPayments } from './en/cardPayments.json';
export { default as categories } from './en/categories.json';
export { default as chats } from './en/chats.json';
export { default as common } from './en/common.json';
export { default as customerChat } from './en/customerChat.json';
export { default as customers } from './en/customers.json';
export { default as dashboard } from './en/dashboard.json';
export { default as delivery } from './en/delivery.json';
export { default as developers } from './en/developers.json';
export { default as discounts } from './en/discounts.json';
export { default as domains } from './en/domains.json';
export { default as inventory } from './en/inventory.json';
export { default as invoices } from './en/invoices.json';
export { default as marketing } from './en/marketing.json';
export { default as messages } from './en/messages.json';
export { default as nav } from './en/nav.json';
export { default as notifications } from './en/notifications.json';
export { default as orders } from './en/orders.json';
export { default as paymentLinks } from './en/paymentLinks.json';
export { default as products } from './en/products.json';
export { default as promotions } from './en/promotions.json';
export { default as qrCodes } from './en/qrCodes.json';
export { default as realtime } from './en/realtime.json';
export { default as receipts } from './en/receipts.json';
export { default as referrals } from './en/referrals.json';
export { default as resource } from './en/resource.json';
export { default as returns } from './en/returns.json';
export { default as reviews } from './en/reviews.json';
export { default as routes } from './en/routes.json';
export { default as sandbox } from './en/sandbox.json';
export { default as security } from './en/security.json';
export { default as settlement } from './en/settlement.json';
export { default as shell } from './en/shell.json';
export { default as splitPayments } from './en/splitPayments.json';
export { default as storeSetup } from './en/storeSetup.json';
export { default as storefront } from './en/storefront.json';
export { default as subusers } from './en/subusers.json';
export { default as successRate } from './en/successRate.json';
export { default as suppliers } from './en/suppliers.json';
export { default as topup } from './en/topup.json';
export { default as transactions } from './en/transactions.json';
export { default as transfer } from './en/transfer.json';
export { default as ui } from './en/ui.json';
export { default as upload } from './en/upload.json';
export { default as verification } from './en/verification.json';

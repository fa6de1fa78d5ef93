import { publicPaths } from './public-paths';

/**
 * Every screen's path, written once: the route registry and the router mount them, links use
 * them. `:name` segments are parameters (see the builders below). Only plain strings, so eagerly
 * loaded code can link without pulling in the registry's icons or lazy screens.
 */
export const screenPaths = {
  ...publicPaths,
  // Store, web presence and people.
  chats: '/chats',
  storeSetup: '/store-setup',
  websiteLink: '/website-link',
  verification: '/verification/all',
  accountLogs: '/account/logs',
  customization: '/customization/all',
  domains: '/domain/all',
  emails: '/email/all',
  buyDomain: '/domain/buy',
  domainPaymentHistory: '/domain/payment-history/:domain',
  logo: '/logo/all',
  subUsers: '/sub-users/all',
  auditors: '/auditors/all',
  salary: '/salary/all',
  // Sales.
  categories: '/category/all',
  products: '/products/all',
  returnedItems: '/returned-items/all',
  orders: '/orders/all',
  invoices: '/invoice/all',
  customerReviews: '/customer-reviews',
  ratings: '/ratings/all',
  customers: '/customers/all',
  deliveryRoutes: '/delivery-routes/all',
  addresses: '/address/all',
  inventory: '/inventory/all',
  suppliers: '/suppliers/all',
  brands: '/brand/all',
  branches: '/branch/all',
  discounts: '/discount/all',
  // Money.
  paymentLinks: '/payment-links',
  transactions: '/transactions/all',
  cardTransactions: '/transactions/card',
  successRate: '/transactions/success-rate',
  terminals: '/terminals/all',
  terminalTransactions: '/transactions/terminal',
  loans: '/loan/all',
  loanPaymentHistory: '/loan/payment-history/:id',
  splitPayments: '/split-payments',
  aggregators: '/aggregators/all',
  aggregatorTransactions: '/aggregators/transactions/:agentEmail',
  currency: '/currency/all',
  receipts: '/receipts/all',
  expenditures: '/expenditures/all',
  insurance: '/insurance/all',
  contributions: '/contribution/all',
  // Marketing.
  banners: '/banners/all',
  promotions: '/promotions/all',
  coupons: '/coupons/all',
  adverts: '/adverts/all',
  qrCodes: '/qr-codes/all',
  events: '/events/all',
  eventPromoters: '/events/promoters',
  eventAttendance: '/events/attendance/:eventId',
  eventPricingAttendance: '/events/attendance/:eventId/:pricingName',
  referrals: '/referrals/all',
  referralQrCodes: '/qr-code/all',
  broadcast: '/broadcast/all',
} as const;

/** A custom domain's payments (docs/product/screens.md /domain/payment-history/{domain}). */
export const domainPaymentHistoryPath = (domain: string) =>
  screenPaths.domainPaymentHistory.replace(':domain', encodeURIComponent(domain));

/**
 * The create, edit and detail drawers under a list screen, relative to it: the registry mounts them
 * there, links open them.
 */
export const drawerPaths = { new: 'new', edit: ':id/edit', detail: ':id' } as const;

/** /split-payments' payee drawers sit under this segment (SPEC has the one route). */
export const SPLIT_PAYEES_PATH = 'payees';

/** The edit drawer of the record `id`, relative to its list screen. */
export const editPath = (id: string) => drawerPaths.edit.replace(':id', encodeURIComponent(id));

/** The detail drawer of the record `id`, relative to its list screen. */
export const detailPath = (id: string) => drawerPaths.detail.replace(':id', encodeURIComponent(id));

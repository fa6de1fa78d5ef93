/**
 * docs/product/screens.md as written there, the oracle of the route and sidebar tests: the code
 * derives its routes and sidebar from the route registry, these lists check the registry against
 * docs/product. They change only when docs/product does. `{name}` is a parameter, `{name?}` an
 * optional one.
 */

/** docs/product/screens.md Signed-in routes, in the product's order. */
// prettier-ignore
export const SPEC_SIGNED_IN_ROUTES = [
  '/dashboard', '/chats', '/address/all', '/category/all', '/website-link', '/inventory/all',
  '/aggregators/all', '/aggregators/transactions/{agentEmail}', '/promotions/all',
  '/referrals/all', '/qr-code/all', '/qr-codes/all', '/coupons/all', '/events/all',
  '/events/promoters', '/events/attendance/{eventId}', '/events/attendance/{eventId}/{pricingName}',
  '/suppliers/all', '/delivery-routes/all', '/verification/all', '/returned-items/all',
  '/customers/all', '/account/logs', '/transactions/all', '/transactions/card',
  '/transactions/success-rate', '/transactions/terminal', '/ratings/all', '/brand/all',
  '/branch/all', '/sub-users/all', '/salary/all', '/auditors/all', '/customization/all',
  '/adverts/all', '/email/all', '/domain/all', '/domain/buy', '/domain/payment-history/{domain}',
  '/loan/payment-history/{id}', '/store-setup', '/split-payments', '/customer-reviews',
  '/invoice/all', '/orders/all', '/banners/all', '/broadcast/all', '/receipts/all',
  '/expenditures/all', '/insurance/all', '/discount/all', '/currency/all', '/contribution/all',
  '/logo/all', '/loan/all', '/products/all', '/terminals/all', '/payment-links',
];

/**
 * docs/product/screens.md Sidebar links, in the product's order ("plus Discount" is /discount/all).
 */
// prettier-ignore
export const SPEC_SIDEBAR_LINKS = [
  '/dashboard', '/chats', '/payment-links', '/store-setup', '/website', '/website-link',
  '/transactions/all', '/transactions/card', '/transactions/success-rate', '/category/all',
  '/products/all', '/returned-items/all', '/orders/all', '/customer-reviews', '/loan/all',
  '/banners/all', '/verification/all', '/account/logs', '/customers/all', '/delivery-routes/all',
  '/promotions/all', '/coupons/all', '/customization/all', '/adverts/all', '/qr-codes/all',
  '/domain/all', '/email/all', '/domain/buy', '/events/all', '/events/promoters',
  '/terminals/all', '/transactions/terminal', '/referrals/all', '/split-payments',
  '/aggregators/all', '/logo/all', '/broadcast/all', '/sub-users/all', '/currency/all',
  '/receipts/all', '/expenditures/all', '/address/all', '/inventory/all', '/suppliers/all',
  '/salary/all', '/brand/all', '/branch/all', '/discount/all',
];

/** A docs/product path as a route pattern: `{id}` becomes `:id`, `{id?}` becomes `:id?`. */
export const toPattern = (specPath: string) => specPath.replace(/\{(\w+\??)\}/g, ':$1');

/** A path that the product path matches: each parameter filled with its own name. */
export const samplePath = (specPath: string) =>
  specPath.replace(/\/\{(\w+)\?\}/g, '').replace(/\{(\w+)\}/g, '$1');

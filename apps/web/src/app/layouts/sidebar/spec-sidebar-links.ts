/** The links of SPEC §2 Sidebar, in SPEC's order, as written there (for the order test). */
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

import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  PaymentBanksSchema,
  PublicOrderSchema,
  ReviewRequestSchema,
  StorefrontOrderParamsSchema,
  StorefrontProductDetailSchema,
  StorefrontProductListSchema,
  StorefrontProductParamsSchema,
  StorefrontProductsQuerySchema,
  StorefrontSlugParamsSchema,
  StorefrontStoreSchema,
  VisitResponseSchema,
} from './storefront';
import { ReceiptPdfSchema } from './receipts';
import { CustomerReturnRequestSchema } from './returns';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * The public storefront (issue 13): anyone may browse a store's active products and order; an
 * order is then read with its secret in the header `ordertoken`. Rate-limited per address.
 */
export const storefrontEndpoints = {
  store: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/storefront/stores/:slug',
    auth: 'public',
    params: StorefrontSlugParamsSchema,
    response: StorefrontStoreSchema,
  }),
  products: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/storefront/stores/:slug/products',
    auth: 'public',
    params: StorefrontSlugParamsSchema,
    query: StorefrontProductsQuerySchema,
    response: StorefrontProductListSchema,
  }),
  product: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/storefront/stores/:slug/products/:id',
    auth: 'public',
    params: StorefrontProductParamsSchema,
    response: StorefrontProductDetailSchema,
  }),
  /** The banks a customer can pay an order's temporary account at. */
  banks: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/storefront/stores/:slug/banks',
    auth: 'public',
    params: StorefrontSlugParamsSchema,
    response: PaymentBanksSchema,
  }),
  /** Counts a visit (docs/api.md products/website/hits reads them). */
  visit: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/storefront/stores/:slug/visits',
    auth: 'public',
    params: StorefrontSlugParamsSchema,
    response: VisitResponseSchema,
  }),
  checkout: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/storefront/stores/:slug/orders',
    auth: 'public',
    params: StorefrontSlugParamsSchema,
    body: CheckoutRequestSchema,
    response: CheckoutResponseSchema,
    status: 201,
  }),
  order: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/storefront/orders/:id',
    auth: 'public',
    params: StorefrontOrderParamsSchema,
    response: PublicOrderSchema,
  }),
  /**
   * The order as an A4 PDF (`application/pdf`): its invoice while unpaid, marked PAID once paid.
   * Opened with the same secret as the order.
   */
  orderPdf: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/storefront/orders/:id/pdf',
    auth: 'public',
    params: StorefrontOrderParamsSchema,
    response: ReceiptPdfSchema,
  }),
  /** A new card page for a pending order whose card was refused (409 otherwise). */
  retryCard: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/storefront/orders/:id/card',
    auth: 'public',
    params: StorefrontOrderParamsSchema,
    response: PublicOrderSchema,
  }),
  /** A customer asks to return a line of a delivered order within the store's return window. */
  askReturn: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/storefront/orders/:id/returns',
    auth: 'public',
    params: StorefrontOrderParamsSchema,
    body: CustomerReturnRequestSchema,
    response: PublicOrderSchema,
    status: 201,
  }),
  review: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/storefront/orders/:id/reviews',
    auth: 'public',
    params: StorefrontOrderParamsSchema,
    body: ReviewRequestSchema,
    response: PublicOrderSchema,
    status: 201,
  }),
};

import { MessageResponseSchema } from './auth';
import { BelowCostRequestSchema, BelowCostSchema } from './below-cost';
import {
  CartPriceRequestSchema,
  CartPriceSchema,
  CouponBatchRequestSchema,
  CouponBatchSchema,
  CouponListSchema,
  CouponSchema,
  CouponsQuerySchema,
  DiscountIdParamsSchema,
  DiscountListSchema,
  DiscountRequestSchema,
  DiscountSchema,
  DiscountsQuerySchema,
  DiscountUseListSchema,
  DiscountUsesQuerySchema,
  UpdateCouponRequestSchema,
  UpdateDiscountRequestSchema,
} from './discounts';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { StorefrontSlugParamsSchema } from './storefront';

const main = apiPrefixes.main;

/** Discounts and coupon codes: every signed-in user of the store (the resource kit). */
export const discountEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/discounts',
    auth: 'session',
    query: DiscountsQuerySchema,
    response: DiscountListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/discounts/:id',
    auth: 'session',
    params: DiscountIdParamsSchema,
    response: DiscountSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/discounts',
    auth: 'session',
    body: DiscountRequestSchema,
    response: DiscountSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/discounts/:id',
    auth: 'session',
    params: DiscountIdParamsSchema,
    body: UpdateDiscountRequestSchema,
    response: DiscountSchema,
  }),
  /** A discount never used is deleted; a used one answers 409 (deactivate it instead). */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/discounts/:id',
    auth: 'session',
    params: DiscountIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** Where it was used, newest first: orders, payment-link payments and invoices. */
  uses: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/discounts/:id/uses',
    auth: 'session',
    params: DiscountIdParamsSchema,
    query: DiscountUsesQuerySchema,
    response: DiscountUseListSchema,
  }),
};

export const couponEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/coupons',
    auth: 'session',
    query: CouponsQuerySchema,
    response: CouponListSchema,
  }),
  /** One code, or a batch of generated ones with a prefix, for a code discount. */
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/coupons',
    auth: 'session',
    body: CouponBatchRequestSchema,
    response: CouponBatchSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/coupons/:id',
    auth: 'session',
    params: DiscountIdParamsSchema,
    body: UpdateCouponRequestSchema,
    response: CouponSchema,
  }),
};

/** The storefront's cart priced by the server, with its discounts and a code's fate. */
export const cartPriceEndpoint = defineEndpoint({
  method: 'POST',
  prefix: main,
  path: '/storefront/stores/:slug/cart-price',
  auth: 'public',
  params: StorefrontSlugParamsSchema,
  body: CartPriceRequestSchema,
  response: CartPriceSchema,
});

/** The products a discount being written would sell below their cost price (a warning). */
export const belowCostEndpoint = defineEndpoint({
  method: 'POST',
  prefix: main,
  path: '/discounts/below-cost',
  auth: 'session',
  body: BelowCostRequestSchema,
  response: BelowCostSchema,
});

import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  LinkPaymentIdParamsSchema,
  LinkPaymentListSchema,
  LinkPaymentsQuerySchema,
  PaymentLinkIdParamsSchema,
  PaymentLinkListSchema,
  PaymentLinkRequestSchema,
  PaymentLinkSchema,
  PaymentLinkSlugParamsSchema,
  PaymentLinksQuerySchema,
  PublicLinkPaymentSchema,
  PublicPaymentLinkSchema,
  SlugAvailabilityQuerySchema,
  SlugAvailabilitySchema,
  StartLinkPaymentRequestSchema,
  UpdatePaymentLinkRequestSchema,
} from './payment-links';

const main = apiPrefixes.main;

/** Payment links: every signed-in user of the store manages them (the resource kit, ADR 0008). */
export const paymentLinkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/payment-links',
    auth: 'session',
    scope: 'payment_links:write',
    query: PaymentLinksQuerySchema,
    response: PaymentLinkListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/payment-links/:id',
    auth: 'session',
    scope: 'payment_links:write',
    params: PaymentLinkIdParamsSchema,
    response: PaymentLinkSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/payment-links',
    auth: 'session',
    scope: 'payment_links:write',
    body: PaymentLinkRequestSchema,
    response: PaymentLinkSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/payment-links/:id',
    auth: 'session',
    params: PaymentLinkIdParamsSchema,
    body: UpdatePaymentLinkRequestSchema,
    response: PaymentLinkSchema,
  }),
  /** Only a link nobody has paid: a paid one is deactivated instead (409). */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/payment-links/:id',
    auth: 'session',
    params: PaymentLinkIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** Whether an address is free (`/pay/<slug>` is shared by every store). */
  slugAvailability: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/payment-links/slug-availability',
    auth: 'session',
    query: SlugAvailabilityQuerySchema,
    response: SlugAvailabilitySchema,
  }),
  payments: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/payment-links/:id/payments',
    auth: 'session',
    params: PaymentLinkIdParamsSchema,
    query: LinkPaymentsQuerySchema,
    response: LinkPaymentListSchema,
  }),
};

/** What a payer's page calls (the server-rendered `/pay/<slug>` pages call the same service). */
export const payEndpoints = {
  link: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/payer/links/:slug',
    auth: 'public',
    params: PaymentLinkSlugParamsSchema,
    response: PublicPaymentLinkSchema,
  }),
  start: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/payer/links/:slug/payments',
    auth: 'public',
    params: PaymentLinkSlugParamsSchema,
    body: StartLinkPaymentRequestSchema,
    response: PublicLinkPaymentSchema,
    status: 201,
  }),
  payment: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/payer/payments/:id',
    auth: 'public',
    params: LinkPaymentIdParamsSchema,
    response: PublicLinkPaymentSchema,
  }),
};

import { MessageResponseSchema } from './auth';
import { StorefrontDeliverySchema } from './delivery-checkout';
import {
  DeliveryZoneIdParamsSchema,
  DeliveryZoneListSchema,
  DeliveryZoneRequestSchema,
  DeliveryZoneSchema,
  DeliveryZonesQuerySchema,
  UpdateDeliveryZoneRequestSchema,
} from './delivery-zones';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { StorefrontSlugParamsSchema } from './storefront';

const main = apiPrefixes.main;

/**
 * Delivery zones (ADR 0036): every user of the store reads them; only the main user changes
 * them, since they set what customers pay.
 */
export const deliveryZoneEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/delivery-zones',
    auth: 'session',
    query: DeliveryZonesQuerySchema,
    response: DeliveryZoneListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/delivery-zones/:id',
    auth: 'session',
    params: DeliveryZoneIdParamsSchema,
    response: DeliveryZoneSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/delivery-zones',
    auth: 'mainUser',
    body: DeliveryZoneRequestSchema,
    response: DeliveryZoneSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/delivery-zones/:id',
    auth: 'mainUser',
    params: DeliveryZoneIdParamsSchema,
    body: UpdateDeliveryZoneRequestSchema,
    response: DeliveryZoneSchema,
  }),
  /** Orders it priced keep their fee and its name is gone from them. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/delivery-zones/:id',
    auth: 'mainUser',
    params: DeliveryZoneIdParamsSchema,
    response: MessageResponseSchema,
  }),
};

/** What the storefront's checkout form asks about delivery, and its pickup points. */
export const storefrontDeliveryEndpoint = defineEndpoint({
  method: 'GET',
  prefix: main,
  path: '/storefront/stores/:slug/delivery',
  auth: 'public',
  params: StorefrontSlugParamsSchema,
  response: StorefrontDeliverySchema,
});

import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  PromotionIdParamsSchema,
  PromotionListSchema,
  PromotionRequestSchema,
  PromotionSchema,
  PromotionsQuerySchema,
  UpdatePromotionRequestSchema,
} from './promotions';

const main = apiPrefixes.main;

/** Promotions: every signed-in user of the store (the resource kit), as discounts are. */
export const promotionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/promotions',
    auth: 'session',
    query: PromotionsQuerySchema,
    response: PromotionListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/promotions/:id',
    auth: 'session',
    params: PromotionIdParamsSchema,
    response: PromotionSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/promotions',
    auth: 'session',
    body: PromotionRequestSchema,
    response: PromotionSchema,
    status: 201,
  }),
  /** Changes its fields, or pauses, resumes or ends it (`action`). */
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/promotions/:id',
    auth: 'session',
    params: PromotionIdParamsSchema,
    body: UpdatePromotionRequestSchema,
    response: PromotionSchema,
  }),
  /** One that priced no order is deleted (its discounts and banners stay, unattached); else 409. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/promotions/:id',
    auth: 'session',
    params: PromotionIdParamsSchema,
    response: MessageResponseSchema,
  }),
};

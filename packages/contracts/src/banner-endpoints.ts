import { MessageResponseSchema } from './auth';
import {
  BannerIdParamsSchema,
  BannerListSchema,
  BannerRequestSchema,
  BannerSchema,
  BannersQuerySchema,
  ReorderBannersRequestSchema,
  ReorderBannersResponseSchema,
  UpdateBannerRequestSchema,
} from './banners';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/** Storefront banners: every signed-in user of the store (the resource kit). */
export const bannerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/banners',
    auth: 'session',
    query: BannersQuerySchema,
    response: BannerListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/banners/:id',
    auth: 'session',
    params: BannerIdParamsSchema,
    response: BannerSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/banners',
    auth: 'session',
    body: BannerRequestSchema,
    response: BannerSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/banners/:id',
    auth: 'session',
    params: BannerIdParamsSchema,
    body: UpdateBannerRequestSchema,
    response: BannerSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/banners/:id',
    auth: 'session',
    params: BannerIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** Puts a placement's banners in the order given. */
  reorder: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/banners/reorder',
    auth: 'session',
    body: ReorderBannersRequestSchema,
    response: ReorderBannersResponseSchema,
  }),
};

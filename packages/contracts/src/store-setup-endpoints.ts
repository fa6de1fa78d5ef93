import { MessageResponseSchema } from './auth';
import {
  StoreSetupSchema,
  TrafficSchema,
  UpdateLogoRequestSchema,
  UpdateStoreSetupRequestSchema,
} from './store-setup';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/** The store's set-up and logo (main user), and its website's traffic (docs/api.md). */
export const storeSetupEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/store-setup',
    auth: 'session',
    response: StoreSetupSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/store-setup',
    auth: 'mainUser',
    body: UpdateStoreSetupRequestSchema,
    response: StoreSetupSchema,
  }),
  /** Sets `logourl` to an uploaded logo (`POST /app-images?purpose=logo`). */
  setLogo: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/store-setup/logo',
    auth: 'mainUser',
    body: UpdateLogoRequestSchema,
    response: StoreSetupSchema,
  }),
  removeLogo: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/store-setup/logo',
    auth: 'mainUser',
    response: MessageResponseSchema,
  }),
  /** docs/api.md GET products/website/hits. */
  traffic: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/products/website/hits',
    auth: 'session',
    response: TrafficSchema,
  }),
};

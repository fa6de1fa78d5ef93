import { AppConfigSchema } from './app-config';
import { apiPrefixes, defineEndpoint } from './endpoint';

/**
 * Public settings the web app needs at run time (docs/engineering.md#security: CSP opened for these
 * only).
 */
export const appConfigEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/app-config',
    auth: 'public',
    response: AppConfigSchema,
  }),
};

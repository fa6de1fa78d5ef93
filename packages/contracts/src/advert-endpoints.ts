import {
  AdvertIdParamsSchema,
  AdvertListSchema,
  AdvertRequestSchema,
  AdvertSchema,
  AdvertsQuerySchema,
} from './adverts';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * Advert campaigns (/adverts/all): every user of the store sees them; only the main user
 * creates (paid from the wallet), pauses, resumes and ends them.
 */
export const advertEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/adverts',
    auth: 'session',
    query: AdvertsQuerySchema,
    response: AdvertListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/adverts',
    auth: 'mainUser',
    body: AdvertRequestSchema,
    response: AdvertSchema,
    status: 201,
  }),
  pause: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/adverts/:id/pause',
    auth: 'mainUser',
    params: AdvertIdParamsSchema,
    response: AdvertSchema,
  }),
  resume: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/adverts/:id/resume',
    auth: 'mainUser',
    params: AdvertIdParamsSchema,
    response: AdvertSchema,
  }),
  /** Ends it now; the days it has not run go back to the wallet. */
  end: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/adverts/:id/end',
    auth: 'mainUser',
    params: AdvertIdParamsSchema,
    response: AdvertSchema,
  }),
};

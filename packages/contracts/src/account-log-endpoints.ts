import {
  AccountLogPageSchema,
  AccountLogPeopleSchema,
  AccountLogsQuerySchema,
} from './account-logs';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/** The account log: read-only, the store's main user only (it shows every person's actions). */
export const accountLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/account-logs',
    auth: 'mainUser',
    query: AccountLogsQuerySchema,
    response: AccountLogPageSchema,
  }),
  /** Everyone of the store, present or not: the person filter. */
  people: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/account-logs/people',
    auth: 'mainUser',
    response: AccountLogPeopleSchema,
  }),
};

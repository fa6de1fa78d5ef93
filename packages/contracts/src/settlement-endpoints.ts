import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  SettlementAccountRequestSchema,
  SettlementAccountResponseSchema,
  SettlementRequestSchema,
  SettlementResultSchema,
  SettlementsRequestSchema,
  SettlementsResponseSchema,
} from './settlement';

const main = apiPrefixes.main;

/**
 * Settlements for stores outside Nigeria (docs/api.md `/uksettlement/*`). The account is the main
 * user's to set (docs/product/roles.md account details); a sub-user allowed to pay out
 * (`allowsubusertransfer`, docs/product/roles.md Payout) may read it, settle to it and see the
 * history: the server checks that.
 */
export const settlementEndpoints = {
  account: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/uksettlement/account',
    auth: 'session',
    response: SettlementAccountResponseSchema,
  }),
  saveAccount: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/uksettlement/create',
    auth: 'mainUser',
    body: SettlementAccountRequestSchema,
    response: MessageResponseSchema,
  }),
  settlements: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/uksettlement/allsettlements',
    auth: 'session',
    body: SettlementsRequestSchema,
    response: SettlementsResponseSchema,
  }),
  settle: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/uksettlement/settlement',
    auth: 'session',
    body: SettlementRequestSchema,
    response: SettlementResultSchema,
  }),
};

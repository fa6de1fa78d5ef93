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

/** Settlements for stores outside Nigeria (SPEC §7 `/uksettlement/*`): the main user only. */
export const settlementEndpoints = {
  account: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/uksettlement/account',
    auth: 'mainUser',
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
    auth: 'mainUser',
    body: SettlementsRequestSchema,
    response: SettlementsResponseSchema,
  }),
  settle: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/uksettlement/settlement',
    auth: 'mainUser',
    body: SettlementRequestSchema,
    response: SettlementResultSchema,
  }),
};

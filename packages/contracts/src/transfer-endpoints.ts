import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  BeneficiariesSchema,
  TransferBanksSchema,
  TransferRequestSchema,
  TransferResultSchema,
  TransferValidationRequestSchema,
  TransferValidationSchema,
} from './transfer';

const main = apiPrefixes.main;

/**
 * NGN funds transfer (docs/api.md `/agent/transfer/*`): the main user through `transfer`, a
 * sub-user allowed to (`allowsubusertransfer`) through `transferStaff`; the server checks both.
 */
export const transferEndpoints = {
  banks: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/agent/transfer/bank-list',
    auth: 'session',
    response: TransferBanksSchema,
  }),
  /** Name enquiry and fee: remembers a quote under `ref` for 10 minutes. */
  validate: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/transfer/validation',
    auth: 'session',
    body: TransferValidationRequestSchema,
    response: TransferValidationSchema,
  }),
  transfer: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/transfer/transfer',
    auth: 'mainUser',
    body: TransferRequestSchema,
    response: TransferResultSchema,
  }),
  transferStaff: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/transfer/transfer-staff',
    auth: 'session',
    body: TransferRequestSchema,
    response: TransferResultSchema,
  }),
  beneficiaries: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/agent/transfer/view/beneficiaries',
    auth: 'session',
    response: BeneficiariesSchema,
  }),
  /** docs/api.md: the beneficiary's id travels in the header `id`. */
  deleteBeneficiary: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/agent/transfer/delete/beneficiary',
    auth: 'session',
    response: MessageResponseSchema,
  }),
};

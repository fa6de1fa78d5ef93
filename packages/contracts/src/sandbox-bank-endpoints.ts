import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  SandboxAccountParamsSchema,
  SandboxAccountSchema,
  SandboxPayRequestSchema,
} from './sandbox-bank';

const sandbox = apiPrefixes.sandbox;

/** The sandbox bank (sandbox payments provider only); public, as a bank's own page would be. */
export const sandboxBankEndpoints = {
  account: defineEndpoint({
    method: 'GET',
    prefix: sandbox,
    path: '/accounts/:accountnumber',
    auth: 'public',
    params: SandboxAccountParamsSchema,
    response: SandboxAccountSchema,
  }),
  /** Pays a top-up account by its number or reference; without an amount, exactly what is due. */
  pay: defineEndpoint({
    method: 'POST',
    prefix: sandbox,
    path: '/pay',
    auth: 'public',
    body: SandboxPayRequestSchema,
    response: SandboxAccountSchema,
  }),
};

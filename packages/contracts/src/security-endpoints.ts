import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  ConfirmTwoFactorRequestSchema,
  DeviceParamsSchema,
  DevicesResponseSchema,
  DisableTwoFactorRequestSchema,
  RecoveryCodesSchema,
  SecondFactorRequestSchema,
  TwoFactorRequirementSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from './two-factor';

const main = apiPrefixes.main;

/**
 * The signed-in user's security (ADR 0040): two-step sign-in with an authenticator app, its
 * recovery codes, the store's requirement for sub-users, the code asked again before a grave
 * change, and the user's signed-in devices.
 */
export const securityEndpoints = {
  twoFactor: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/security/two-factor',
    auth: 'session',
    response: TwoFactorStatusSchema,
  }),
  /** A new secret to scan; it counts only once a first code confirms it. */
  startSetup: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/security/two-factor/setup',
    auth: 'session',
    response: TwoFactorSetupSchema,
  }),
  confirmSetup: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/security/two-factor/confirm',
    auth: 'session',
    body: ConfirmTwoFactorRequestSchema,
    response: RecoveryCodesSchema,
  }),
  disable: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/security/two-factor/disable',
    auth: 'session',
    body: DisableTwoFactorRequestSchema,
    response: MessageResponseSchema,
  }),
  /** New recovery codes for a code; the old ones stop working. */
  newRecoveryCodes: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/security/two-factor/recovery-codes',
    auth: 'session',
    body: SecondFactorRequestSchema,
    response: RecoveryCodesSchema,
  }),
  /** The code asked again: the session may make grave changes for the next few minutes. */
  stepUp: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/security/two-factor/step-up',
    auth: 'session',
    body: SecondFactorRequestSchema,
    response: MessageResponseSchema,
  }),
  requirement: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/security/two-factor/requirement',
    auth: 'mainUser',
    body: TwoFactorRequirementSchema,
    response: TwoFactorRequirementSchema,
  }),
  devices: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/security/devices',
    auth: 'session',
    response: DevicesResponseSchema,
  }),
  signOutDevice: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/security/devices/:id',
    auth: 'session',
    params: DeviceParamsSchema,
    response: MessageResponseSchema,
  }),
  signOutOtherDevices: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/security/devices/sign-out-others',
    auth: 'session',
    response: MessageResponseSchema,
  }),
};

import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { SetPinRequestSchema } from './pin';

const main = apiPrefixes.main;

/**
 * PINs (docs/api.md): each user has one, checked before money leaves
 * (docs/engineering.md#security).
 */
export const pinEndpoints = {
  /** 200 when the signed-in user has a PIN; otherwise 404 'Pin not set before'. */
  hasPersonalPin: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/agent/utilities/has-personal-pin',
    auth: 'session',
    response: MessageResponseSchema,
  }),
  /** The main user's own PIN: first set without `oldpin`, changed with it. */
  setPersonalPin: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/utilities/set-personal-pin',
    auth: 'mainUser',
    body: SetPinRequestSchema,
    response: MessageResponseSchema,
  }),
  /** A sub-user's own PIN, for staff transfers; `oldpin` skipped when none was set before. */
  setStaffPin: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/utilities/set-staff-pin',
    auth: 'session',
    body: SetPinRequestSchema,
    response: MessageResponseSchema,
  }),
};

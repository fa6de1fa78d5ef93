import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { SetPinRequestSchema } from './pin';

const main = apiPrefixes.main;

/**
 * PINs (docs/api.md): each user has one, checked before money leaves
 * (docs/engineering.md#security).
 */
export const pinEndpoints = {
  /**
   * 200 when the PIN the signed-in user types is set (a sub-user's: the staff PIN); otherwise 404
   * 'Pin not set before' (a sub-user's: the staff PIN is not set).
   */
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
  /**
   * The store's staff PIN, which sub-users allowed to transfer type (ADR 0039): set and reset by
   * the main user; `oldpin` skipped when none was set before ('I haven't set this up before').
   */
  setStaffPin: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/utilities/set-staff-pin',
    auth: 'mainUser',
    body: SetPinRequestSchema,
    response: MessageResponseSchema,
  }),
};

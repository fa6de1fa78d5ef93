import { apiKeyMessages } from '@olivia/contracts/api-key-messages';
import { API_KEY_PREFIX, type ApiKeyScope } from '@olivia/contracts/api-keys';
import type { Currency } from '@olivia/contracts/currencies';
import { serverErrors } from '@olivia/contracts/messages';
import type { UserType } from '@olivia/contracts/roles';
import type { Executor } from '../../db/client';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import { countHit } from '../../plugins/rate-limits.repository';
import { prepareLiveKeyLookup, touchApiKey } from './api-keys.repository';

/** Last use is written at most this often, as a session's is (a burst of reads, one write). */
const TOUCH_EVERY_MS = 5_000;
/** Requests one key may make a minute, counted in the database (shared by every process). */
export const API_KEY_REQUESTS_PER_MINUTE = 300;

/**
 * Checks `Authorization: Bearer olv_…` on an endpoint that accepts keys (ADR 0041): a wrong,
 * revoked or expired key (or one whose user is disabled) is 401; a key without the endpoint's
 * scope is 403. The answer is a session of the key's store acting as the main user who made the
 * key, marked with the key's id, so every handler and repository applies the store's tenancy as
 * for a signed-in request.
 */
export function createApiKeyAuthenticator(
  db: Executor,
  options: { requestsPerMinute?: number; now?: () => Date } = {},
) {
  const findLiveKey = prepareLiveKeyLookup(db);
  const now = options.now ?? (() => new Date());
  const limit = options.requestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE;
  return async function authenticateKey(secret: string, scope: ApiKeyScope): Promise<Session> {
    if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) {
      throw unauthorized(apiKeyMessages.apiKeyInvalid);
    }
    const found = await findLiveKey(sha256(secret));
    const at = now();
    if (!found || found.user.disabledAt || (found.key.expiresAt && found.key.expiresAt <= at)) {
      throw unauthorized(apiKeyMessages.apiKeyInvalid);
    }
    const { hits } = await countHit(db, `api-key:${found.key.id}`, 60_000, at);
    if (hits > limit) throw tooManyRequests(serverErrors.tooManyRequests);
    if (!found.key.scopes.includes(scope)) throw forbidden(apiKeyMessages.apiKeyScopeMissing);
    const lastUsed = found.key.lastUsedAt?.getTime();
    if (lastUsed === undefined || at.getTime() - lastUsed >= TOUCH_EVERY_MS) {
      await touchApiKey(db, found.key.id, at);
    }
    return {
      id: found.key.id,
      apiKeyId: found.key.id,
      userId: found.user.id,
      storeId: found.store.id,
      systemId: found.store.systemId,
      userType: found.user.userType as UserType,
      currency: found.store.currency as Currency,
      storeName: found.store.name,
      logoUrl: found.store.logoUrl,
      viewBalance: found.user.viewBalance,
      passwordChangedAt: found.user.passwordChangedAt,
    };
  };
}

export type ApiKeyAuthenticator = ReturnType<typeof createApiKeyAuthenticator>;

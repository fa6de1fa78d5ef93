import { apiKeyMessages } from '@olivia/contracts/api-key-messages';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_LENGTH,
  MAX_ACTIVE_API_KEYS,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@olivia/contracts/api-keys';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { newToken, sha256 } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import { toApiKeyDto } from './api-key-dto';
import {
  countActiveApiKeys,
  findStoreApiKey,
  insertApiKey,
  listStoreApiKeys,
  lockStoreKeys,
  revokeStoreApiKey,
  type ApiKeyRow,
} from './api-keys.repository';

const DAY_MS = 86_400_000;

/** A new key: `olv_` and 256 random bits, URL-safe. */
export const newApiKeySecret = () => `${API_KEY_PREFIX}${newToken()}`;

/**
 * The store's API keys (ADR 0041), for its main user: each key is shown once, at creation; only
 * its SHA-256 is kept (a key is 256 random bits, so a fast hash is enough), with its first
 * characters to tell keys apart. Every create and revoke goes in the account log with it.
 */
export function createApiKeysService(db: Database, now: () => Date = () => new Date()) {
  const record = (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    session: Session,
    verb: 'created' | 'revoked',
    key: ApiKeyRow,
  ) =>
    insertAuditEntry(tx, {
      storeId: session.storeId,
      actorUserId: session.userId,
      action: `api_key.${verb}`,
      entityType: 'api_key',
      entityId: key.id,
      changes: { name: key.name, prefix: key.prefix, scopes: key.scopes },
    });

  return {
    async list(session: Session) {
      const at = now();
      const rows = await listStoreApiKeys(db, session.storeId);
      return { content: rows.map((row) => toApiKeyDto(row, at)) };
    },

    async create(
      session: Session,
      body: { name: string; scopes: CreateApiKeyRequest['scopes']; expiresindays: number | null },
    ): Promise<CreatedApiKey> {
      const secret = newApiKeySecret();
      const at = now();
      const row = await db.transaction(async (tx) => {
        await lockStoreKeys(tx, session.storeId);
        if ((await countActiveApiKeys(tx, session.storeId, at)) >= MAX_ACTIVE_API_KEYS) {
          throw conflict(apiKeyMessages.apiKeyLimitReached);
        }
        const inserted = await insertApiKey(tx, {
          storeId: session.storeId,
          createdByUserId: session.userId,
          name: body.name,
          scopes: body.scopes,
          keyHash: sha256(secret),
          prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH),
          expiresAt: body.expiresindays
            ? new Date(at.getTime() + body.expiresindays * DAY_MS)
            : null,
          createdAt: at,
        });
        await record(tx, session, 'created', inserted);
        return inserted;
      });
      return { apikey: toApiKeyDto(row, at), secret };
    },

    /** Stops the key at once; a key already revoked answers as it is (no second log entry). */
    async revoke(session: Session, id: string) {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const revoked = await revokeStoreApiKey(tx, session.storeId, id, at);
        if (revoked) {
          await record(tx, session, 'revoked', revoked);
          return revoked;
        }
        const existing = await findStoreApiKey(tx, session.storeId, id);
        if (!existing) throw notFound(apiKeyMessages.apiKeyNotFound);
        return existing;
      });
      return toApiKeyDto(row, at);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

import { apiKeyStatus, type ApiKey, type ApiKeyScope } from '@olivia/contracts/api-keys';
import type { ApiKeyRow } from './api-keys.repository';

/** A key as the app lists it: never its hash, only its visible prefix. */
export function toApiKeyDto(row: ApiKeyRow, now: Date): ApiKey {
  const key = {
    revokedat: row.revokedAt?.toISOString() ?? null,
    expiresat: row.expiresAt?.toISOString() ?? null,
  };
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdat: row.createdAt.toISOString(),
    lastusedat: row.lastUsedAt?.toISOString() ?? null,
    ...key,
    status: apiKeyStatus(key, now),
  };
}

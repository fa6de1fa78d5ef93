import { z } from 'zod';
import { apiKeyMessages } from './api-key-messages';
import { text } from './text';

/**
 * What an API key may do (ADR 0041): each endpoint that accepts a key names one of these in its
 * contract (`scope` of defineEndpoint), and only a key holding it may call the endpoint.
 */
export const API_KEY_SCOPES = [
  'orders:read',
  'transactions:read',
  'products:read',
  'customers:read',
  'payment_links:write',
  'invoices:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'olv_';
/** How many characters of a key are kept in clear to tell keys apart: `olv_` and eight more. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
/** At most this many keys of a store are active (neither revoked nor expired) at once. */
export const MAX_ACTIVE_API_KEYS = 20;
export const API_KEY_NAME_MAX = 60;
/** The lifetimes offered, in days; `null` is a key that does not expire. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  error: apiKeyMessages.apiKeyScopeUnknown,
});

export const CreateApiKeyRequestSchema = z.object({
  name: text()
    .trim()
    .min(1, apiKeyMessages.apiKeyNameRequired)
    .max(API_KEY_NAME_MAX, apiKeyMessages.apiKeyNameTooLong),
  /** At least one; the same scope twice counts once. */
  scopes: z
    .array(ApiKeyScopeSchema, { error: apiKeyMessages.apiKeyScopesRequired })
    .min(1, apiKeyMessages.apiKeyScopesRequired)
    .max(API_KEY_SCOPES.length * 2, apiKeyMessages.apiKeyScopeUnknown)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  /** 30, 90 or 365 days from now, or null for a key that does not expire. */
  expiresindays: z
    .union(
      API_KEY_EXPIRY_DAYS.map((days) => z.literal(days)),
      { error: apiKeyMessages.apiKeyExpiryInvalid },
    )
    .nullable(),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequestSchema>;

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** A key's state at `now`: revoked wins over expired, which wins over active. */
export function apiKeyStatus(
  key: { revokedat: string | null; expiresat: string | null },
  now: Date,
): ApiKeyStatus {
  if (key.revokedat) return 'revoked';
  if (key.expiresat && new Date(key.expiresat).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A key as listed: never the key itself, only its first characters (`prefix`). */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  createdat: z.string(),
  lastusedat: z.string().nullable(),
  expiresat: z.string().nullable(),
  revokedat: z.string().nullable(),
  status: z.enum(API_KEY_STATUSES),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeysResponseSchema = z.object({ content: z.array(ApiKeySchema) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponseSchema>;

/** The answer to a create: the key in full, shown this once and never again. */
export const CreatedApiKeySchema = z.object({ apikey: ApiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyParamsSchema = z.object({ id: z.uuid(apiKeyMessages.apiKeyNotFound) });

import { describe, expect, it } from 'vitest';
import { apiKeyMessages } from '../src/api-key-messages';
import { apiKeyStatus, CreateApiKeyRequestSchema } from '../src/api-keys';

const messagesOf = (input: unknown) => {
  const result = CreateApiKeyRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const valid = { name: 'Warehouse sync', scopes: ['orders:read'], expiresindays: 90 };

describe('a new API key', () => {
  it('trims the name and keeps each scope once, in the catalogue order', () => {
    const parsed = CreateApiKeyRequestSchema.parse({
      ...valid,
      name: '  Sync  ',
      scopes: ['invoices:write', 'orders:read', 'invoices:write'],
    });
    expect(parsed).toEqual({
      name: 'Sync',
      scopes: ['orders:read', 'invoices:write'],
      expiresindays: 90,
    });
  });

  it('takes 30, 90 or 365 days, or none', () => {
    for (const expiresindays of [30, 90, 365, null]) {
      expect(messagesOf({ ...valid, expiresindays })).toEqual([]);
    }
    for (const expiresindays of [0, 7, 366, '30', undefined]) {
      expect(messagesOf({ ...valid, expiresindays })).toEqual([apiKeyMessages.apiKeyExpiryInvalid]);
    }
  });

  it('refuses a blank or long name, no scope, or a scope not in the list', () => {
    expect(messagesOf({ ...valid, name: '   ' })).toEqual([apiKeyMessages.apiKeyNameRequired]);
    expect(messagesOf({ ...valid, name: 'x'.repeat(61) })).toEqual([
      apiKeyMessages.apiKeyNameTooLong,
    ]);
    expect(messagesOf({ ...valid, scopes: [] })).toEqual([apiKeyMessages.apiKeyScopesRequired]);
    expect(messagesOf({ ...valid, scopes: undefined })).toEqual([
      apiKeyMessages.apiKeyScopesRequired,
    ]);
    expect(messagesOf({ ...valid, scopes: ['orders:write'] })).toEqual([
      apiKeyMessages.apiKeyScopeUnknown,
    ]);
  });
});

describe('a key status', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('is revoked before expired before active', () => {
    expect(apiKeyStatus({ revokedat: null, expiresat: null }, now)).toBe('active');
    expect(apiKeyStatus({ revokedat: null, expiresat: '2026-11-29T12:00:01Z' }, now)).toBe(
      'active',
    );
    expect(apiKeyStatus({ revokedat: null, expiresat: '2026-11-29T12:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(
      apiKeyStatus({ revokedat: '2026-11-01T00:00:00Z', expiresat: '2026-11-02T00:00:00Z' }, now),
    ).toBe('revoked');
  });
});

import { defineMessages } from './message-registry';

/** API keys (ADR 0041). Not worded by docs/product; ours. */
export const apiKeyMessages = defineMessages({
  apiKeyNameRequired: 'Give the key a name',
  apiKeyNameTooLong: 'A key name can be at most 60 characters',
  apiKeyScopesRequired: 'Choose at least one permission',
  apiKeyScopeUnknown: 'Choose permissions from the list',
  apiKeyExpiryInvalid: 'Choose when the key expires',
  apiKeyNotFound: 'That API key does not exist',
  apiKeyLimitReached: 'A store can have at most 20 active API keys. Revoke one you no longer use',
  apiKeyInvalid: 'This API key is not valid: it is wrong, revoked or expired',
  apiKeyNotAccepted: 'API keys cannot call this endpoint. Sign in to the app to do this',
  apiKeyScopeMissing: 'This API key does not have the permission this endpoint needs',
} as const);

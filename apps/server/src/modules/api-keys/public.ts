/** What the app's composition root uses of the API keys module: checking a key (ADR 0041). */
export { createApiKeyAuthenticator, type ApiKeyAuthenticator } from './api-key-auth';

import type { ApiKeyScope } from '@olivia/contracts/api-keys';

/** A scope's key in the `developers` catalogue (':' separates namespaces in i18next keys). */
export const scopeLabelKey = (scope: ApiKeyScope) =>
  `apiKeys.scopes.${scope.replace(':', '_')}` as 'apiKeys.scopes.orders_read';

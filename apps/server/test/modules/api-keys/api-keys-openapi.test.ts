import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '@olivia/contracts/api-keys';
import { OPENAPI_PATH } from '@olivia/contracts/endpoint';
import { allEndpoints } from '../../../../../packages/contracts/test/all-endpoints';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

interface Operation {
  security?: Array<Record<string, string[]>>;
  'x-api-key-scope'?: string;
}

describe('the OpenAPI document and API keys', () => {
  it('says which scope each endpoint needs, and that the others take a session only', async () => {
    const document = (await app.inject(OPENAPI_PATH)).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    }>();
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const scoped = new Set<string>();
    for (const endpoint of await allEndpoints()) {
      const path = `${endpoint.prefix}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      const name = `${endpoint.method} ${path}`;
      expect(operation, name).toBeDefined();
      if (endpoint.auth === 'public') {
        expect(operation?.security, name).toBeUndefined();
      } else if (endpoint.scope) {
        scoped.add(endpoint.scope);
        expect(operation?.security, name).toEqual([
          { sessionToken: [], systemId: [] },
          { apiKey: [endpoint.scope] },
        ]);
        expect(operation?.['x-api-key-scope'], name).toBe(endpoint.scope);
      } else {
        expect(operation?.security, name).toEqual([{ sessionToken: [], systemId: [] }]);
      }
    }
    expect([...scoped].sort()).toEqual([...API_KEY_SCOPES].sort());
    const ordersList = document.paths['/api/olivia/orders']?.get;
    expect(ordersList?.['x-api-key-scope']).toBe('orders:read');
    const keysList = document.paths['/api/olivia/developers/api-keys']?.get;
    expect(keysList?.security).toEqual([{ sessionToken: [], systemId: [] }]);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';

describe('WEBHOOKS_ALLOW_PRIVATE_TARGETS (ADR 0044)', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    PAYMENTS_PROVIDER: 'sandbox',
    SANDBOX_IN_PRODUCTION: 'true',
  };

  it('is off by default, in development as in production', () => {
    expect(loadConfig({}).WEBHOOKS_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(loadConfig(production).WEBHOOKS_ALLOW_PRIVATE_TARGETS).toBe(false);
  });

  it('may be turned on outside production only', () => {
    expect(
      loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }).WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    ).toBe(true);
    expect(() => loadConfig({ ...production, WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /^Invalid environment variable WEBHOOKS_ALLOW_PRIVATE_TARGETS="true"/,
    );
  });
});

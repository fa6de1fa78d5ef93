import type { ParsedConfig } from './config';

export class ConfigError extends Error {}

/**
 * Production is closed by default: no demo stores, and no sandbox money (its public bank page
 * credits any amount) unless SANDBOX_IN_PRODUCTION says this deployment is a demo.
 */
export function closedProductionDefaults(config: ParsedConfig) {
  const production = config.NODE_ENV === 'production';
  const provider = config.PAYMENTS_PROVIDER ?? (production ? undefined : 'sandbox');
  const seedDemo = config.SEED_DEMO ?? !production;
  if (!production || config.SANDBOX_IN_PRODUCTION) {
    return { PAYMENTS_PROVIDER: provider ?? 'sandbox', SEED_DEMO: seedDemo };
  }
  if (!provider) {
    throw new ConfigError(
      'Invalid environment variable PAYMENTS_PROVIDER: required when NODE_ENV=production (paystack, or sandbox with SANDBOX_IN_PRODUCTION=true for a demo)',
    );
  }
  if (provider === 'sandbox') {
    throw new ConfigError(
      'Invalid environment variable PAYMENTS_PROVIDER="sandbox": the sandbox is off in production; set SANDBOX_IN_PRODUCTION=true for a demo deployment',
    );
  }
  if (seedDemo) {
    throw new ConfigError(
      'Invalid environment variable SEED_DEMO="true": demo stores have a published password; in production they need SANDBOX_IN_PRODUCTION=true',
    );
  }
  return { PAYMENTS_PROVIDER: provider, SEED_DEMO: false };
}

/**
 * A service with only a sandbox so far (the registrar, the ad network): the sandbox unless set
 * to none; in production none, since a sandbox there would take the store's money for nothing,
 * unless SANDBOX_IN_PRODUCTION says the deployment is a demo.
 */
export function sandboxServiceOf(
  config: ParsedConfig,
  name: 'REGISTRAR' | 'AD_NETWORK',
): 'sandbox' | 'none' {
  const value = config[name];
  if (config.NODE_ENV !== 'production' || config.SANDBOX_IN_PRODUCTION) return value ?? 'sandbox';
  if (value === 'sandbox') {
    throw new ConfigError(
      `Invalid environment variable ${name}="sandbox": the sandbox is off in production; set SANDBOX_IN_PRODUCTION=true for a demo deployment`,
    );
  }
  return 'none';
}

import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TRANSFER_FEES, parseFeeTable } from './modules/transfers/transfer-fees';
import { DEFAULT_RANK_THRESHOLDS, parseRankThresholds } from './modules/dashboard/rank';
import { closedProductionDefaults, ConfigError, sandboxServiceOf } from './config-production';

export { ConfigError } from './config-production';
export { dataKeyOf } from './config-data-key';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Which proxies may speak for the client in `X-Forwarded-For`: none (`false`), the nearest N hops,
 * or a list of proxy addresses/CIDRs. `true` would believe whatever the client wrote leftmost.
 */
const trustProxy = z
  .string()
  .trim()
  .refine((value) => value !== 'true' && value !== '', {
    message: 'expected false, a hop count such as 1, or proxy addresses such as 10.0.0.0/8',
  })
  .transform((value): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  })
  .refine(
    (value) =>
      value === false ||
      typeof value === 'number' ||
      value.every((entry) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(entry)),
    { message: 'expected false, a hop count such as 1, or proxy addresses such as 10.0.0.0/8' },
  );

/** `scheme://host[:port]` exactly, as a browser sends it in `Origin`. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** Where the embedded database, uploads and other local state live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; without it the embedded database (PGlite) is used. */
  DATABASE_URL: z.url().optional(),
  /** Redis (redis://…): rate-limit counters there instead of in the database. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/)
    .default('olivia'),
  /** The address people reach the app on, used in e-mailed links. */
  APP_URL: z.url().optional(),
  /**
   * Origins besides APP_URL's whose pages may open the channel sockets (comma-separated, such
   * as `https://shop.example,https://admin.example`); docs/engineering.md#realtime, ADR 0013.
   */
  REALTIME_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every(isOrigin), {
      message: 'expected origins such as https://shop.example, separated by commas',
    }),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Olivia <no-reply@olivia.local>'),
  /** Demo stores on an empty database; default on, except in production. */
  SEED_DEMO: flag.optional(),
  /** Default `info` (one line per request) in production, `warn` elsewhere: a quiet console. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * The blog's admins (issue 29): Olivia users, by e-mail, comma-separated, who may sign in to
   * /blogs/admin with their password. Unset: nobody, except the demo's Ada when demo stores are on.
   */
  BLOG_ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((text) =>
      text === undefined
        ? undefined
        : text
            .split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean),
    )
    .refine((emails) => (emails ?? []).every((email) => z.email().safeParse(email).success), {
      message: 'expected e-mail addresses separated by commas',
    }),
  /**
   * Webhooks may be sent to loopback, private and link-local addresses and over plain http
   * (ADR 0044): for tests and local development only; refused in production.
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: flag.default(false),
  /** A third-party live-chat widget script (https); the CSP allows its origin only when set. */
  LIVECHAT_WIDGET_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Which payment provider moves real money; the sandbox needs no account anywhere. */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'paystack']).optional(),
  /** Production runs on real money unless this says a deployment is a demo on the sandbox. */
  SANDBOX_IN_PRODUCTION: flag.default(false),
  /**
   * Where custom domains are bought (ADR 0020): the sandbox registrar (default outside
   * production), or none (domains cannot be searched or bought).
   */
  REGISTRAR: z.enum(['sandbox', 'none']).optional(),
  /**
   * Where advert campaigns run (ADR 0021): the sandbox ad network (default outside production),
   * or none (adverts cannot be bought; creating one answers 503).
   */
  AD_NETWORK: z.enum(['sandbox', 'none']).optional(),
  /**
   * Paystack's secret key (sk_test_... or sk_live_...); required with PAYMENTS_PROVIDER=paystack.
   */
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'expected sk_test_... or sk_live_...')
    .optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** Signs the sandbox bank's webhooks; random per start when unset. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The trailing 90-day inflows for silver, gold and platinum, per currency (ADR 0019). */
  RANK_THRESHOLDS: z
    .string()
    .default(DEFAULT_RANK_THRESHOLDS)
    .transform((text, context) => {
      try {
        return parseRankThresholds(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** NGN transfer fees in naira, `upTo:fee` bands, the last `*:fee` (docs/engineering.md#money). */
  TRANSFER_FEES: z
    .string()
    .default(DEFAULT_TRANSFER_FEES)
    .transform((text, context) => {
      try {
        return parseFeeTable(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** How often each server asks the provider about payouts still in flight. */
  PAYOUT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How often each server's job worker looks for due jobs (ADR 0025): retries, sweeps, jobs whose
   * process died. 0: this process runs no worker (a job still runs after its own commit here).
   */
  JOBS_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /**
   * Opens the operator's view of the jobs (GET /api/olivia/ops/jobs, POST …/:id/rerun) to
   * `Authorization: Bearer <token>`; unset, those paths do not exist.
   */
  OPERATOR_TOKEN: z.string().min(32, 'expected at least 32 characters').optional(),
  /** Sandbox payouts: how long a failure or reversal takes, and a delayed payout (README). */
  SANDBOX_PAYOUT_SETTLE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  SANDBOX_PAYOUT_DELAY_SECONDS: z.coerce.number().min(0).max(86_400).default(120),
  /**
   * 32 random bytes, base64 (`openssl rand -base64 32`): seals identity numbers and signs links
   * to identity documents (ADR 0011). Required in production; elsewhere one is made once and
   * kept in DATA_DIR/data-encryption.key (tests use a fixed one).
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'expected 32 bytes, base64')
    .optional(),
  /**
   * How long ago a password may have been changed before the dashboard asks for a new one; 0 never.
   */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  /** The built web app to serve; defaults to apps/web/dist beside this package. */
  WEB_DIST_DIR: z.string().optional(),
});

export type ParsedConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<
  ParsedConfig,
  'SEED_DEMO' | 'PAYMENTS_PROVIDER' | 'LOG_LEVEL' | 'REGISTRAR' | 'AD_NETWORK'
> & {
  SEED_DEMO: boolean;
  REGISTRAR: 'sandbox' | 'none';
  AD_NETWORK: 'sandbox' | 'none';
  LOG_LEVEL: NonNullable<ParsedConfig['LOG_LEVEL']>;
  PAYMENTS_PROVIDER: 'sandbox' | 'paystack';
  appUrl: string;
  webDistDir: string;
  /** The storefront's server rendering, built beside the app (ADR 0018). */
  webServerRenderEntry: string;
};

/** Never repeated in an error message: it may be on a screen or in a log. */
const SECRETS = new Set([
  'DATA_ENCRYPTION_KEY',
  'PAYSTACK_SECRET_KEY',
  'SANDBOX_WEBHOOK_SECRET',
  'OPERATOR_TOKEN',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
]);

/** Reads the environment once; a bad value stops start-up with one line that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const value = SECRETS.has(name) ? undefined : env[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const config = {
    ...parsed.data,
    ...closedProductionDefaults(parsed.data),
    REGISTRAR: sandboxServiceOf(parsed.data, 'REGISTRAR'),
    AD_NETWORK: sandboxServiceOf(parsed.data, 'AD_NETWORK'),
  };
  if (config.PAYMENTS_PROVIDER === 'paystack' && !config.PAYSTACK_SECRET_KEY) {
    throw new ConfigError(
      'Invalid environment variable PAYSTACK_SECRET_KEY: required when PAYMENTS_PROVIDER=paystack',
    );
  }
  if (config.NODE_ENV === 'production' && config.WEBHOOKS_ALLOW_PRIVATE_TARGETS) {
    throw new ConfigError(
      'Invalid environment variable WEBHOOKS_ALLOW_PRIVATE_TARGETS="true": webhooks never go to private addresses in production',
    );
  }
  if (config.NODE_ENV === 'production' && !config.DATA_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid environment variable DATA_ENCRYPTION_KEY: required when NODE_ENV=production (32 random bytes, base64: openssl rand -base64 32)',
    );
  }
  const webDistDir = path.resolve(
    config.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
  );
  return {
    ...config,
    LOG_LEVEL: config.LOG_LEVEL ?? (config.NODE_ENV === 'production' ? 'info' : 'warn'),
    DATA_DIR: path.resolve(config.DATA_DIR),
    appUrl: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    webDistDir,
    webServerRenderEntry: path.join(webDistDir, '../dist-ssr/render-storefront.js'),
  };
}

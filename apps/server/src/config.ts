import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** Where the embedded database, uploads and other local state live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; without it the embedded database (PGlite) is used. */
  DATABASE_URL: z.url().optional(),
  /** The address people reach the app on, used in e-mailed links. */
  APP_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Olivia <no-reply@olivia.local>'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  TRUST_PROXY: flag.default(false),
  /** A third-party live-chat widget script (https); the CSP allows its origin only when set. */
  LIVECHAT_WIDGET_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Which payment provider moves real money; the sandbox needs no account anywhere. */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  /** Paystack's secret key (sk_test_... or sk_live_...); required with PAYMENTS_PROVIDER=paystack. */
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'expected sk_test_... or sk_live_...')
    .optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** Signs the sandbox bank's webhooks; random per start when unset. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The built web app to serve; defaults to apps/web/dist beside this package. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { appUrl: string; webDistDir: string };

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with one line that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const value = env[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const config = parsed.data;
  if (config.PAYMENTS_PROVIDER === 'paystack' && !config.PAYSTACK_SECRET_KEY) {
    throw new ConfigError(
      'Invalid environment variable PAYSTACK_SECRET_KEY: required when PAYMENTS_PROVIDER=paystack',
    );
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    appUrl: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    webDistDir: path.resolve(
      config.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
    ),
  };
}

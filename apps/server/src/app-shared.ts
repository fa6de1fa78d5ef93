import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { dataKeyOf, type Config } from './config';
import type { Database } from './db/client';
import { createDataKeys, type DataKeys } from './lib/data-keys';
import { createEventBus, type EventBus } from './lib/event-bus';
import { newToken } from './lib/secrets';
import { createMailer, type Mailer } from './mail/mailer';
import type { AdNetwork } from './modules/adverts/ad-network';
import type { Registrar } from './modules/domains/registrar';
import { createFileLinks, type FileLinks } from './modules/files/public';
import { createJobs, type Jobs } from './modules/jobs/public';
import { createLedger } from './modules/ledger/ledger.service';
import { createPasswordsService } from './modules/passwords/passwords.service';
import { createPinCheck } from './modules/pins/pin-check';
import { createPinHashes } from './modules/pins/pin-hashes';
import { createRealtimeService, type RealtimeOptions } from './modules/realtime/realtime.service';
import { createSessionsService } from './modules/sessions/sessions.service';
import { splitBatchSettled } from './modules/split-payments/public';
import { purchaseOrderPayoutSettled } from './modules/suppliers/public';
import { createTransfersService } from './modules/transfers/transfers.service';
import { createPaymentProvider } from './payments/create-provider';
import type { PaymentProvider } from './payments/provider';
import type { SandboxProvider } from './payments/sandbox/sandbox-provider';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Defaults to the outbox mailer (plus SMTP when configured). */
  mailer?: Mailer;
  /** Where committed money and order events go; the realtime hub listens. */
  events?: EventBus;
  /** Resolves true when the database answers; used by /readyz. */
  isReady?: () => Promise<boolean>;
  /** Where the log goes; standard output by default (tests capture it). */
  logStream?: { write(line: string): void };
  /** The payments provider; by default the one the config names (tests wrap it to watch it). */
  provider?: (webhookSecret: string) => PaymentProvider | SandboxProvider;
  /** The channel server's clock and timings (tests shorten them). */
  realtime?: RealtimeOptions;
  /** The adverts' clock and ad network (tests move the one and watch the other). */
  adverts?: { now?: () => Date; network?: AdNetwork };
  /** The registrar, in place of the configured one (tests make it fail or refuse). */
  domains?: { registrar?: Registrar };
  /**
   * The jobs' queue, clock and poll (ADR 0025): a deployment's processes share the queue
   * 'default'; tests give each app its own and drive it with `runDueJobs()`.
   */
  jobs?: { queue?: string; now?: () => Date; pollMs?: number };
  /** API keys' clock and per-key limit a minute (tests move the one and lower the other). */
  apiKeys?: { now?: () => Date; requestsPerMinute?: number };
}

/**
 * What more than one module stands on, made once per app: the modules in app-modules.ts build
 * their own services from these.
 */
export async function createShared(app: FastifyInstance, deps: AppDependencies) {
  const { config, db } = deps;
  const log: FastifyBaseLogger = app.log;
  const mailer =
    deps.mailer ?? createMailer({ db, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const sessions = createSessionsService(db, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
  });
  const passwords = createPasswordsService({ db, mailer, appUrl: config.appUrl, log });
  app.addHook('onClose', () => passwords.settled());
  const events = deps.events ?? createEventBus();
  const webhookSecret = config.SANDBOX_WEBHOOK_SECRET ?? newToken();
  const provider = deps.provider?.(webhookSecret) ?? createPaymentProvider(config, webhookSecret);
  const ledger = createLedger(db, events);
  const jobs: Jobs = createJobs({
    db,
    queue: deps.jobs?.queue,
    now: deps.jobs?.now,
    onError: (error, job) =>
      log.warn(
        { err: error, job: job?.id, kind: job?.kind },
        job ? 'job failed' : 'jobs poll failed',
      ),
  });
  /** Seals identity numbers and signs private file links (ADR 0011). */
  const dataKeys: DataKeys = createDataKeys(dataKeyOf(config));
  const pinCheck = createPinCheck(db, createPinHashes(dataKeys));
  const splitBatchOutcome = splitBatchSettled(events);
  const transfers = createTransfersService({
    db,
    provider,
    ledger,
    pinCheck,
    fees: config.TRANSFER_FEES,
    onError: (error) => log.error({ err: error }, 'payout provider call failed'),
    // A purchase order's payment hears how its payout ended (ADR 0038), and the merchant how a
    // scheduled payee's batch did (ADR 0031).
    settled: async (unit, payout, to) => {
      await purchaseOrderPayoutSettled(unit, payout, to);
      await splitBatchOutcome(unit, payout, to);
    },
  });
  const fileLinks: FileLinks = createFileLinks(dataKeys);
  const realtime = await createRealtimeService({
    db,
    dataKeys,
    events,
    redis: config.REDIS_URL
      ? { url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX }
      : undefined,
    onError: (error) => log.error({ err: error }, 'channel server error'),
    options: deps.realtime,
  });
  app.addHook('onClose', () => realtime.close());
  return {
    app,
    deps,
    config,
    db,
    log,
    mailer,
    sessions,
    passwords,
    events,
    webhookSecret,
    provider,
    ledger,
    jobs,
    dataKeys,
    pinCheck,
    transfers,
    fileLinks,
    realtime,
  };
}

export type Shared = Awaited<ReturnType<typeof createShared>>;

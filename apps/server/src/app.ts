import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { apiPrefixes, endpointUrl, OPENAPI_PATH } from '@olivia/contracts/endpoint';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { dataKeyOf, type Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { accountLifecycleRoutes } from './modules/account-lifecycle/account-lifecycle.routes';
import { createCommerce } from './commerce';
import { createOrderPayments } from './modules/orders/order-payments';
import { createAccountLifecycle } from './modules/account-lifecycle/account-lifecycle.service';
import { passwordsRoutes } from './modules/passwords/passwords.routes';
import { createCurrentPasswordCheck } from './modules/passwords/current-password';
import { createPasswordsService } from './modules/passwords/passwords.service';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { createSessionsService } from './modules/sessions/sessions.service';
import { subUsersRoutes } from './modules/sub-users/sub-users.routes';
import { createSubUsersService } from './modules/sub-users/sub-users.service';
import { registerAuthenticator, registerSessionSlot } from './plugins/auth';
import { accountLogsRoutes } from './modules/account-logs/account-logs.routes';
import { createAccountLogsService } from './modules/account-logs/account-logs.service';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { OneLineRequestLog } from './plugins/request-log';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTextGuard } from './plugins/text-guard';
import { registerRequestOrigin } from './lib/request-origin';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { registerWebApp } from './plugins/web-app';
import { registerWebSockets } from './plugins/websocket';
import { createEventBus, type EventBus } from './lib/event-bus';
import { requestForLog, sanitizeError } from './lib/log-safety';
import { newToken } from './lib/secrets';
import { createDataKeys } from './lib/data-keys';
import { createLedger } from './modules/ledger/ledger.service';
import { sandboxBankRoutes } from './modules/sandbox-bank/sandbox-bank.routes';
import { topUpsRoutes, webhooksRoutes } from './modules/top-ups/top-ups.routes';
import { createTopUpsService } from './modules/top-ups/top-ups.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { reportsRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { createPaymentProvider } from './payments/create-provider';
import type { PaymentProvider } from './payments/provider';
import { isSandboxProvider, type SandboxProvider } from './payments/sandbox/sandbox-provider';
import { pinsRoutes } from './modules/pins/pins.routes';
import { createPinsService } from './modules/pins/pins.service';
import { createPinCheck } from './modules/pins/pin-check';
import { schedulePayoutReconciler } from './modules/transfers/payout-reconciler';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { createAgentsService } from './modules/agents/agents.service';
import { createSandboxIdentityProvider } from './modules/agents/identity-provider';
import { createFileLinks } from './modules/files/public';
import { fileServingRoutes, uploadRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { createSettlementsService } from './modules/settlements/settlements.service';
import { createTransfersService } from './modules/transfers/transfers.service';
import { chatRoutes, publicChatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { configuredAdNetwork, type AdNetwork } from './modules/adverts/ad-network';
import { advertsRoutes } from './modules/adverts/adverts.routes';
import { createAdvertsService } from './modules/adverts/adverts.service';
import { domainsRoutes } from './modules/domains/domains.routes';
import { createDomainsService } from './modules/domains/domains.service';
import { createHostRouting } from './modules/domains/host-routing';
import { storeOwnsDomain } from './modules/domains/public';
import { createSandboxRegistrar, type Registrar } from './modules/domains/registrar';
import { createJobs, startJobWorker } from './modules/jobs/public';
import { createOriginPolicy } from './modules/realtime/origin-policy';
import { channelSocketRoutes, startChatRoutes } from './modules/realtime/realtime.routes';
import { createRealtimeService, type RealtimeOptions } from './modules/realtime/realtime.service';

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
}

/** Secrets never reach the log, wherever they appear in a request or a body. */
const REDACTED = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.token',
  '*.password',
  '*.pin',
  '*.newpassword',
  '*.oldpassword',
  '*.newpin',
  '*.oldpin',
];

/** A hop count trusts that many proxies nearest the server, as proxy-addr counts them. */
const trustedProxies = (trust: Config['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED, censor: '[redacted]' },
      // No query strings and no query parameters in the log, wherever an error is logged.
      serializers: { req: requestForLog, err: sanitizeError },
      stream: deps.logStream,
    },
    logController: new OneLineRequestLog(),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextGuard(app);
  registerSessionSlot(app);
  registerRequestOrigin(app);

  await registerRateLimits(app, {
    db,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_KEY_PREFIX,
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Olivia API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await registerWebSockets(app);

  const mailer =
    deps.mailer ??
    createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const sessions = createSessionsService(db, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
  });
  registerAuthenticator(app, sessions);
  const passwords = createPasswordsService({ db, mailer, appUrl: config.appUrl, log: app.log });
  app.addHook('onClose', () => passwords.settled());
  const subUsers = createSubUsersService({ db, sessions, passwords });
  const events = deps.events ?? createEventBus();
  const webhookSecret = config.SANDBOX_WEBHOOK_SECRET ?? newToken();
  const provider = deps.provider?.(webhookSecret) ?? createPaymentProvider(config, webhookSecret);
  registerSecurityHeaders(app, {
    liveChatWidgetUrl: config.LIVECHAT_WIDGET_URL,
    paymentPageOrigins: provider.paymentPageOrigins,
  });
  const ledger = createLedger(db, events);
  const jobs = createJobs({
    db,
    queue: deps.jobs?.queue,
    now: deps.jobs?.now,
    onError: (error, job) =>
      app.log.warn(
        { err: error, job: job?.id, kind: job?.kind },
        job ? 'job failed' : 'jobs poll failed',
      ),
  });
  /** Seals identity numbers and signs private file links (ADR 0011). */
  const dataKeys = createDataKeys(dataKeyOf(config));
  const pinCheck = createPinCheck(db);
  const pins = createPinsService({ db, pinCheck });
  const transfers = createTransfersService({
    db,
    provider,
    ledger,
    pinCheck,
    fees: config.TRANSFER_FEES,
    onError: (error) => app.log.error({ err: error }, 'payout provider call failed'),
  });
  const topUps = createTopUpsService({
    db,
    provider,
    ledger,
    settlePayout: (unit, event) =>
      transfers.payouts.settle(unit, event.reference, event.state, event.reason),
    orderPaid: createOrderPayments({ mailer }),
  });
  schedulePayoutReconciler(app, jobs, transfers, config.PAYOUT_RECONCILE_SECONDS);
  const fileLinks = createFileLinks(dataKeys);
  const files = createFilesService({ db, dataKeys });
  const commerce = createCommerce(app, {
    db,
    provider,
    mailer,
    appUrl: config.appUrl,
    dataKeys,
    files: fileLinks,
    jobs,
  });
  const agents = createAgentsService({
    db,
    // Only the sandbox checks identities today (ADR 0011); a real provider plugs in here.
    identity: provider.name === 'sandbox' ? createSandboxIdentityProvider() : null,
    files: fileLinks,
    dataKeys,
  });
  const settlements = createSettlementsService({
    db,
    provider,
    payouts: transfers.payouts,
    ledger,
    pinCheck,
    files: fileLinks,
  });
  const realtime = await createRealtimeService({
    db,
    dataKeys,
    events,
    redis: config.REDIS_URL
      ? { url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX }
      : undefined,
    onError: (error) => app.log.error({ err: error }, 'channel server error'),
    options: deps.realtime,
  });
  app.addHook('onClose', () => realtime.close());
  const chat = createChatService({ db, events, channels: realtime });
  const adverts = createAdvertsService({
    db,
    ledger,
    pinCheck,
    network: deps.adverts?.network ?? configuredAdNetwork(config.AD_NETWORK),
    appUrl: config.appUrl,
    // A store may advertise its custom domains too (the domains module answers).
    ownsDomain: (storeId, host) => storeOwnsDomain(db, storeId, host),
    realMoney: provider.name !== 'sandbox',
    now: deps.adverts?.now,
    onError: (error) => app.log.error({ err: error }, 'ad network call failed'),
    jobs,
  });
  const wallet = createWalletService(db);
  const dashboard = createDashboardService(db, {
    passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
    rankThresholds: config.RANK_THRESHOLDS,
  });
  const domains = createDomainsService({
    db,
    registrar:
      deps.domains?.registrar ?? (config.REGISTRAR === 'sandbox' ? createSandboxRegistrar() : null),
    ledger,
    pinCheck,
    jobs,
  });
  const accountLifecycle = createAccountLifecycle({
    db,
    sessions,
    ledger,
    verifyCurrentPassword: createCurrentPasswordCheck(db),
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = deps.isReady ? await deps.isReady() : true;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
  app.get(OPENAPI_PATH, async () => app.swagger());

  await app.register(
    async (api) => {
      await api.register(appConfigRoutes, { liveChatWidgetUrl: config.LIVECHAT_WIDGET_URL });
      await api.register(sessionsRoutes, { sessions });
      await api.register(accountLifecycleRoutes, { lifecycle: accountLifecycle });
      await api.register(passwordsRoutes, { passwords });
      await api.register(subUsersRoutes, { subUsers });
      await api.register(accountLogsRoutes, { accountLogs: createAccountLogsService(db) });
      await api.register(referralsRoutes, {
        referrals: createReferralsService({ db, appUrl: config.appUrl }),
      });
      await commerce.routes(api);
      await api.register(topUpsRoutes, { topUps });
      await api.register(pinsRoutes, { pins });
      await api.register(transfersRoutes, { transfers });
      await api.register(advertsRoutes, { adverts });
      await api.register(agentsRoutes, { agents });
      await api.register(settlementsRoutes, { settlements });
      await api.register(webhooksRoutes, { topUps });
      await api.register(dashboardRoutes, { dashboard });
      await api.register(domainsRoutes, { domains });
      await api.register(uploadRoutes, { files });
      await api.register(startChatRoutes, { realtime });
      await api.register(chatRoutes, { chat });
      await api.register(publicChatRoutes, { chat });
    },
    { prefix: apiPrefixes.main },
  );
  await app.register(reportsRoutes, { prefix: apiPrefixes.reports, wallet });
  if (provider.name === 'sandbox') {
    const prefix = apiPrefixes.sandbox;
    await app.register(sandboxBankRoutes, { prefix, db, webhookSecret, root: app });
  }
  if (isSandboxProvider(provider)) {
    // The sandbox settles some payouts later, through the webhook endpoint a provider would call.
    provider.deliverWebhooksTo(async (payload, headers) => {
      await app.inject({
        method: 'POST',
        url: endpointUrl(topUpEndpoints.webhook, { provider: 'sandbox' }),
        payload,
        headers,
      });
    });
    app.addHook('onClose', async () => provider.close());
  }

  // Stored files and channel sockets live outside /api; registered before the web app's
  // index.html fallback.
  await app.register(fileServingRoutes, { files });
  const origins = createOriginPolicy({
    appUrl: config.appUrl,
    allowedOrigins: config.REALTIME_ALLOWED_ORIGINS,
    production: config.NODE_ENV === 'production',
  });
  await app.register(channelSocketRoutes, { realtime, origins });
  await registerWebApp(
    app,
    config.webDistDir,
    config.webServerRenderEntry,
    createHostRouting(db, config.appUrl),
  );
  startJobWorker(app, jobs, deps.jobs?.pollMs ?? config.JOBS_POLL_SECONDS * 1000);
  return app;
}

import { apiPrefixes, endpointUrl } from '@olivia/contracts/endpoint';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { configuredAdNetwork } from './modules/adverts/ad-network';
import { advertsRoutes } from './modules/adverts/adverts.routes';
import { createAdvertsService } from './modules/adverts/adverts.service';
import { agentsRoutes } from './modules/agents/agents.routes';
import { createAgentsService } from './modules/agents/agents.service';
import { createSandboxIdentityProvider } from './modules/agents/identity-provider';
import { chatRoutes, publicChatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { domainsRoutes } from './modules/domains/domains.routes';
import { createDomainsService } from './modules/domains/domains.service';
import { storeOwnsDomain } from './modules/domains/public';
import { createSandboxRegistrar } from './modules/domains/registrar';
import { fileServingRoutes, uploadRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { schedulePruneDoneJobs } from './modules/jobs/public';
import { pinsRoutes } from './modules/pins/pins.routes';
import { createPinsService } from './modules/pins/pins.service';
import { createOriginPolicy } from './modules/realtime/origin-policy';
import { channelSocketRoutes, startChatRoutes } from './modules/realtime/realtime.routes';
import { sandboxBankRoutes } from './modules/sandbox-bank/sandbox-bank.routes';
import { sandboxCardRoutes } from './modules/sandbox-bank/sandbox-card.routes';
import { createRequireRecentSecondFactor } from './modules/sessions/public';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { createSettlementsService } from './modules/settlements/settlements.service';
import { schedulePayoutReconciler } from './modules/transfers/payout-reconciler';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { reportsRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { isSandboxProvider } from './payments/sandbox/sandbox-provider';
import { type ServerModule, routes } from './app-module';

/**
 * Money out and services paid from the wallet, then the platform: PINs, transfers, adverts,
 * agents, settlements, the dashboard, domains, files, chat, reports, the sandbox and jobs.
 * Registered in this order by app-modules.ts.
 */
export const MONEY_MODULES: ServerModule[] = [
  ({ db, pinCheck }) => routes(pinsRoutes, { pins: createPinsService({ db, pinCheck }) }),
  ({ app, jobs, transfers, config }) => {
    schedulePayoutReconciler(app, jobs, transfers, config.PAYOUT_RECONCILE_SECONDS);
    return routes(transfersRoutes, { transfers });
  },
  ({ db, ledger, pinCheck, deps, config, provider, log, jobs }) => {
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
      onError: (error) => log.error({ err: error }, 'ad network call failed'),
      jobs,
    });
    return routes(advertsRoutes, { adverts });
  },
  ({ db, provider, fileLinks: files, dataKeys }) => {
    const agents = createAgentsService({
      db,
      // Only the sandbox checks identities today (ADR 0011); a real provider plugs in here.
      identity: provider.name === 'sandbox' ? createSandboxIdentityProvider() : null,
      files,
      dataKeys,
    });
    return routes(agentsRoutes, { agents });
  },
  ({ db, provider, transfers, ledger, pinCheck, fileLinks: files }) => {
    const { payouts } = transfers;
    const settlements = createSettlementsService({
      db,
      provider,
      payouts,
      ledger,
      pinCheck,
      files,
    });
    // The settlement account is where payouts go: a code again first (ADR 0040).
    const requireRecentSecondFactor = createRequireRecentSecondFactor(db);
    return routes(settlementsRoutes, { settlements, requireRecentSecondFactor });
  },
  ({ db, config }) => {
    const dashboard = createDashboardService(db, {
      passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
      rankThresholds: config.RANK_THRESHOLDS,
    });
    return routes(dashboardRoutes, { dashboard });
  },
  ({ db, deps, config, ledger, pinCheck, jobs }) => {
    const sandbox = config.REGISTRAR === 'sandbox' ? createSandboxRegistrar() : null;
    const registrar = deps.domains?.registrar ?? sandbox;
    return routes(domainsRoutes, {
      domains: createDomainsService({ db, registrar, ledger, pinCheck, jobs }),
    });
  },
  ({ db, dataKeys }) => {
    const files = createFilesService({ db, dataKeys });
    return {
      api: (api) => api.register(uploadRoutes, { files }),
      // Stored files live outside /api.
      root: (app) => app.register(fileServingRoutes, { files }),
    };
  },
  ({ db, events, realtime, config }) => {
    const chat = createChatService({ db, events, channels: realtime });
    const origins = createOriginPolicy({
      appUrl: config.appUrl,
      allowedOrigins: config.REALTIME_ALLOWED_ORIGINS,
      production: config.NODE_ENV === 'production',
    });
    return {
      api: async (api) => {
        await api.register(startChatRoutes, { realtime });
        await api.register(chatRoutes, { chat });
        await api.register(publicChatRoutes, { chat });
      },
      // Channel sockets live outside /api.
      root: (app) => app.register(channelSocketRoutes, { realtime, origins }),
    };
  },
  ({ db }) => ({
    root: (app) =>
      app.register(reportsRoutes, { prefix: apiPrefixes.reports, wallet: createWalletService(db) }),
  }),
  ({ db, provider, webhookSecret }) => ({
    root: async (app) => {
      if (provider.name === 'sandbox') {
        const prefix = apiPrefixes.sandbox;
        await app.register(sandboxBankRoutes, { prefix, db, webhookSecret, root: app });
      }
      if (!isSandboxProvider(provider)) return;
      await app.register(sandboxCardRoutes, { provider });
      // The sandbox settles some payouts later, through the webhook endpoint a provider calls.
      provider.deliverWebhooksTo(async (payload, headers) => {
        await app.inject({
          method: 'POST',
          url: endpointUrl(topUpEndpoints.webhook, { provider: 'sandbox' }),
          payload,
          headers,
        });
      });
      app.addHook('onClose', async () => provider.close());
    },
  }),
  ({ jobs, config }) => {
    schedulePruneDoneJobs(jobs);
    return routes(jobsRoutes, { jobs, token: config.OPERATOR_TOKEN });
  },
];

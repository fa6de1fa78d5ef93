import { accountLifecycleRoutes } from './modules/account-lifecycle/account-lifecycle.routes';
import { createAccountLifecycle } from './modules/account-lifecycle/account-lifecycle.service';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { accountLogsRoutes } from './modules/account-logs/account-logs.routes';
import { createAccountLogsService } from './modules/account-logs/account-logs.service';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { createCurrentPasswordCheck } from './modules/passwords/current-password';
import { passwordsRoutes } from './modules/passwords/passwords.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createDevicesService } from './modules/sessions/devices.service';
import {
  createRequireRecentSecondFactor,
  revokeUnprotectedSubUserSessions,
} from './modules/sessions/public';
import { createSecondStepSignIn } from './modules/sessions/second-step.service';
import { securityRoutes } from './modules/sessions/security.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { subUsersRoutes } from './modules/sub-users/sub-users.routes';
import { createSubUsersService } from './modules/sub-users/sub-users.service';
import { createTwoFactorService } from './modules/two-factor/public';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { type ServerModule, routes } from './app-module';

/**
 * Accounts: the app's configuration, sign-in, account lifecycle, passwords, sub-users, the account
 * log and referrals. Registered in this order by app-modules.ts.
 */
export const ACCOUNT_MODULES: ServerModule[] = [
  ({ config }) => routes(appConfigRoutes, { liveChatWidgetUrl: config.LIVECHAT_WIDGET_URL }),
  ({ sessions }) => routes(sessionsRoutes, { sessions }),
  // Two-step sign-in, its second step at sign-in, step-up and devices (ADR 0040).
  ({ db, sessions, dataKeys, config }) => {
    const twoFactor = createTwoFactorService({
      db,
      dataKeys,
      verifyCurrentPassword: createCurrentPasswordCheck(db),
      endUnprotectedSubUserSessions: (tx, storeId) =>
        revokeUnprotectedSubUserSessions(tx, storeId, new Date()),
    });
    const secondStep = createSecondStepSignIn({ db, sessions, twoFactor });
    const devices = createDevicesService({
      db,
      twoFactor,
      idleMinutes: config.SESSION_IDLE_MINUTES,
    });
    return {
      api: async (api) => {
        await api.register(twoFactorRoutes, { twoFactor });
        await api.register(securityRoutes, { secondStep, devices });
      },
    };
  },
  ({ db, sessions, ledger }) => {
    const verifyCurrentPassword = createCurrentPasswordCheck(db);
    const lifecycle = createAccountLifecycle({ db, sessions, ledger, verifyCurrentPassword });
    return routes(accountLifecycleRoutes, { lifecycle });
  },
  ({ passwords }) => routes(passwordsRoutes, { passwords }),
  ({ db, sessions, passwords }) =>
    routes(subUsersRoutes, { subUsers: createSubUsersService({ db, sessions, passwords }) }),
  ({ db }) => routes(accountLogsRoutes, { accountLogs: createAccountLogsService(db) }),
  // API keys (ADR 0041); checking a key on a request is the authenticator's (app.ts).
  ({ db }) =>
    routes(apiKeysRoutes, {
      apiKeys: createApiKeysService(db),
      requireRecentSecondFactor: createRequireRecentSecondFactor(db),
    }),
  ({ db, config }) =>
    routes(referralsRoutes, { referrals: createReferralsService({ db, appUrl: config.appUrl }) }),
];

import { accountLifecycleRoutes } from './modules/account-lifecycle/account-lifecycle.routes';
import { createAccountLifecycle } from './modules/account-lifecycle/account-lifecycle.service';
import { accountLogsRoutes } from './modules/account-logs/account-logs.routes';
import { createAccountLogsService } from './modules/account-logs/account-logs.service';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { createCurrentPasswordCheck } from './modules/passwords/current-password';
import { passwordsRoutes } from './modules/passwords/passwords.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { subUsersRoutes } from './modules/sub-users/sub-users.routes';
import { createSubUsersService } from './modules/sub-users/sub-users.service';
import { type ServerModule, routes } from './app-module';

/**
 * Accounts: the app's configuration, sign-in, account lifecycle, passwords, sub-users, the account
 * log and referrals. Registered in this order by app-modules.ts.
 */
export const ACCOUNT_MODULES: ServerModule[] = [
  ({ config }) => routes(appConfigRoutes, { liveChatWidgetUrl: config.LIVECHAT_WIDGET_URL }),
  ({ sessions }) => routes(sessionsRoutes, { sessions }),
  ({ db, sessions, ledger }) => {
    const verifyCurrentPassword = createCurrentPasswordCheck(db);
    const lifecycle = createAccountLifecycle({ db, sessions, ledger, verifyCurrentPassword });
    return routes(accountLifecycleRoutes, { lifecycle });
  },
  ({ passwords }) => routes(passwordsRoutes, { passwords }),
  ({ db, sessions, passwords }) =>
    routes(subUsersRoutes, { subUsers: createSubUsersService({ db, sessions, passwords }) }),
  ({ db }) => routes(accountLogsRoutes, { accountLogs: createAccountLogsService(db) }),
  ({ db, config }) =>
    routes(referralsRoutes, { referrals: createReferralsService({ db, appUrl: config.appUrl }) }),
];

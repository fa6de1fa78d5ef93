import type { FastifyInstance } from 'fastify';
import { accountLogEndpoints } from '@olivia/contracts/account-log-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { AccountLogsService } from './account-logs.service';

/** The account log: the store's main user only. */
export async function accountLogsRoutes(
  app: FastifyInstance,
  opts: { accountLogs: AccountLogsService },
) {
  route(app, accountLogEndpoints.list, (request) =>
    opts.accountLogs.list(sessionOf(request).storeId, request.query),
  );
  route(app, accountLogEndpoints.people, (request) =>
    opts.accountLogs.people(sessionOf(request).storeId),
  );
}

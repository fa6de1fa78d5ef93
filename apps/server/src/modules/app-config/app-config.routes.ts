import type { FastifyInstance } from 'fastify';
import { appConfigEndpoints } from '@olivia/contracts/app-config-endpoints';
import { route } from '../../plugins/endpoint';

/** Public: what the web app needs to know about this deployment before anyone signs in. */
export async function appConfigRoutes(app: FastifyInstance, opts: { liveChatWidgetUrl?: string }) {
  route(app, appConfigEndpoints.get, async () => ({
    liveChatWidgetUrl: opts.liveChatWidgetUrl ?? null,
  }));
}

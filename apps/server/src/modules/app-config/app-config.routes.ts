import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_CONFIG_PATH } from '@olivia/contracts/api-paths';
import { AppConfigSchema } from '@olivia/contracts/app-config';

/** Public: what the web app needs to know about this deployment before anyone signs in. */
export async function appConfigRoutes(app: FastifyInstance, opts: { liveChatWidgetUrl?: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(APP_CONFIG_PATH, {
    schema: { response: { 200: AppConfigSchema } },
    handler: async () => ({ liveChatWidgetUrl: opts.liveChatWidgetUrl ?? null }),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TopUpBanksSchema,
  TopUpDetailsSchema,
  TopUpRequestSchema,
  TopUpStatusRequestSchema,
  TopUpStatusResponseSchema,
} from '@olivia/contracts/top-up';
import { requireSession, sessionOf, type Authenticator } from '../../plugins/auth';
import type { TopUpsService } from './top-ups.service';

/** SPEC §7: wallet top-up by bank transfer ("pbbt"). */
export async function topUpsRoutes(
  app: FastifyInstance,
  opts: { topUps: TopUpsService; sessions: Authenticator },
) {
  requireSession(app, opts.sessions);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/agent/pbbt/supported-bank', {
    schema: { response: { 200: TopUpBanksSchema } },
    handler: (request) => opts.topUps.supportedBanks(sessionOf(request)),
  });

  api.post('/agent/pbbt/pbbt', {
    schema: { body: TopUpRequestSchema, response: { 200: TopUpDetailsSchema } },
    handler: (request) => opts.topUps.create(sessionOf(request), request.body),
  });

  api.post('/agent/pbbt/status', {
    schema: { body: TopUpStatusRequestSchema, response: { 200: TopUpStatusResponseSchema } },
    handler: (request) => opts.topUps.status(sessionOf(request), request.body),
  });
}

/** Provider webhooks: the signature is checked over the raw body, so it is kept as text. */
export async function webhooksRoutes(app: FastifyInstance, opts: { topUps: TopUpsService }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post<{ Params: { provider: string }; Body: string }>(
    '/webhooks/:provider',
    async (request) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [
          key,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      await opts.topUps.receiveWebhook(request.params.provider, request.body, headers);
      return { status: 'ok' };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { TopUpsService } from './top-ups.service';

/** docs/api.md: wallet top-up by bank transfer ("pbbt"). */
export async function topUpsRoutes(app: FastifyInstance, opts: { topUps: TopUpsService }) {
  route(app, topUpEndpoints.supportedBanks, (request) =>
    opts.topUps.supportedBanks(sessionOf(request)),
  );

  route(app, topUpEndpoints.create, (request) =>
    opts.topUps.create(sessionOf(request), request.body),
  );

  route(app, topUpEndpoints.status, (request) =>
    opts.topUps.status(sessionOf(request), request.body),
  );

  route(app, topUpEndpoints.list, (request) => opts.topUps.list(sessionOf(request), request.query));

  route(app, topUpEndpoints.cancel, (request) =>
    opts.topUps.cancel(sessionOf(request), request.body),
  );
}

/** Provider webhooks: the signature is checked over the raw body, so it is kept as text. */
export async function webhooksRoutes(app: FastifyInstance, opts: { topUps: TopUpsService }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );
  route(app, topUpEndpoints.webhook, async (request) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([key, value]) => [
        key,
        Array.isArray(value) ? value[0] : value,
      ]),
    );
    // The parser above keeps the body as text.
    await opts.topUps.receiveWebhook(request.params.provider, request.body as string, headers);
    return { status: 'ok' as const };
  });
}

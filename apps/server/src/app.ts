import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { apiPrefixes, OPENAPI_PATH } from '@olivia/contracts/endpoint';
import type { Config } from './config';
import { SERVER_MODULES } from './app-modules';
import { createShared, type AppDependencies } from './app-shared';
import { registerAuthenticator, registerSessionSlot } from './plugins/auth';
import { OPENAPI_SECURITY_SCHEMES } from './plugins/endpoint';
import { OneLineRequestLog } from './plugins/request-log';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTextGuard } from './plugins/text-guard';
import { registerRequestOrigin } from './lib/request-origin';
import { registerWebApp } from './plugins/web-app';
import { registerWebSockets } from './plugins/websocket';
import { requestForLog, sanitizeError } from './lib/log-safety';
import { createHostRouting } from './modules/domains/host-routing';
import { startJobWorker } from './modules/jobs/public';
import { createApiKeyAuthenticator } from './modules/api-keys/public';

export type { AppDependencies } from './app-shared';

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
    openapi: {
      info: { title: 'Olivia API', version: '0.1.0' },
      components: { securitySchemes: OPENAPI_SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });
  await registerWebSockets(app);

  const shared = await createShared(app, deps);
  registerAuthenticator(app, shared.sessions, createApiKeyAuthenticator(db, deps.apiKeys));
  registerSecurityHeaders(app, {
    liveChatWidgetUrl: config.LIVECHAT_WIDGET_URL,
    paymentPageOrigins: shared.provider.paymentPageOrigins,
  });
  const modules = SERVER_MODULES.map((module) => module(shared));

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = deps.isReady ? await deps.isReady() : true;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
  app.get(OPENAPI_PATH, async () => app.swagger());

  await app.register(
    async (api) => {
      for (const { api: routes } of modules) await routes?.(api);
    },
    { prefix: apiPrefixes.main },
  );
  // Before the web app's index.html fallback.
  for (const { root } of modules) await root?.(app);
  await registerWebApp(
    app,
    config.webDistDir,
    config.webServerRenderEntry,
    createHostRouting(db, config.appUrl),
    config.appUrl,
  );
  startJobWorker(app, shared.jobs, deps.jobs?.pollMs ?? config.JOBS_POLL_SECONDS * 1000);
  return app;
}

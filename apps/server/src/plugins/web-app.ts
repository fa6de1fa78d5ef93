import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverErrors } from '@olivia/contracts/messages';

const API_PATH = /^\/(api|files|v3)(\/|$)/;

/**
 * Serves the built single-page app. Any GET that is not an API call and not a file gets
 * index.html, so the client router can show the route (or its not-found page).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn(`web app not built (${indexHtml} missing): run npm run build`);
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: serverErrors.notFound }),
    );
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PATH.test(pathname) || path.extname(pathname)) {
      return reply.code(404).send({ error: serverErrors.notFound });
    }
    return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
  });
}

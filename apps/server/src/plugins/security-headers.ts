import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '@olivia/contracts/endpoint';

/**
 * DESIGN.md §11: a strict Content-Security-Policy, opened only for a configured live-chat widget.
 * Inline styles stay allowed: the toast library injects its stylesheet at run time.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { liveChatWidgetUrl?: string; paymentPageOrigins?: readonly string[] },
): Promise<void> {
  const widget = options.liveChatWidgetUrl ? [new URL(options.liveChatWidgetUrl).origin] : [];
  // A provider's hosted payment page may be shown in the top-up dialog's iframe step.
  const paymentPages = options.paymentPageOrigins ?? [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...widget],
        styleSrc: ["'self'", "'unsafe-inline'", ...widget],
        scriptSrc: ["'self'", ...widget],
        connectSrc: ["'self'", ...widget, ...widget.map((o) => o.replace(/^https/, 'wss'))],
        frameSrc: ["'self'", ...widget, ...paymentPages],
      },
    },
  });
  // API answers carry tokens, balances and personal data: no cache, shared or private, keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_ROOT}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

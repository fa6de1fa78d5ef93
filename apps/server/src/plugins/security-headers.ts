import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '@olivia/contracts/endpoint';

type Directives = Record<string, readonly string[]>;

/** `default-src 'self';base-uri 'none';…`; a directive with no sources is written bare. */
const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

/**
 * docs/engineering.md#security: a strict Content-Security-Policy, opened only for a configured
 * live-chat widget (and the payment provider's hosted page in a frame). Inline styles stay allowed:
 * the toast library injects its stylesheet at run time. Every header is computed once at start, not
 * per request: they never change while the server runs.
 */
export function securityHeaders(options: {
  liveChatWidgetUrl?: string;
  paymentPageOrigins?: readonly string[];
}): Record<string, string> {
  const widget = options.liveChatWidgetUrl ? [new URL(options.liveChatWidgetUrl).origin] : [];
  const policy = serialize({
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'font-src': ["'self'", 'https:', 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:', ...widget],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...widget],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...widget],
    'upgrade-insecure-requests': [],
    'connect-src': ["'self'", ...widget, ...widget.map((o) => o.replace(/^https/, 'wss'))],
    'frame-src': ["'self'", ...widget, ...(options.paymentPageOrigins ?? [])],
  });
  return {
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** The build's hashed scripts and styles. */
const ASSETS = '/assets/';

/**
 * What a script or stylesheet of the build keeps: it is never a document, so a policy for
 * documents (CSP, framing, opener, referrer) does nothing on it, yet those headers cost ~700 bytes
 * on each of the 25–50 files of a first load. Kept: no sniffing, same-origin only, HSTS.
 */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** What a browser needs only to revalidate or resume a file, which it never does for these. */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Parameters<typeof securityHeaders>[0],
): void {
  const headers = securityHeaders(options);
  const documentOnly = Object.keys(headers).filter((name) => !SUBRESOURCE_HEADERS.has(name));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // Decided on what is sent, not only on the path: whatever answers as HTML keeps every header.
  app.addHook('onSend', async (request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith(ASSETS) && /javascript|text\/css/.test(type)) {
      for (const name of documentOnly) reply.removeHeader(name);
      // Hashed and `immutable`: never revalidated, so validators and ranges only cost bytes.
      for (const name of REVALIDATION_HEADERS) reply.removeHeader(name);
    }
  });
  // API answers carry tokens, balances and personal data: no cache, shared or private, keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_ROOT}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { webhookEndpoints } from '@olivia/contracts/webhook-endpoints';
import type { WebhookEndpointRequest } from '@olivia/contracts/webhooks';

type Headers = Record<string, string>;

/** Calls a webhooks endpoint as `headers`' user. */
export function callWebhooks(
  app: FastifyInstance,
  name: keyof typeof webhookEndpoints,
  headers: Headers,
  params: Record<string, string> = {},
  payload?: unknown,
) {
  const endpoint = webhookEndpoints[name];
  return app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint as never, params as never),
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const endpointBody = (
  overrides: Partial<WebhookEndpointRequest> = {},
): WebhookEndpointRequest => ({
  url: 'https://93.184.215.14/olivia/webhooks',
  description: 'Our order system',
  events: ['order.created', 'order.paid'],
  ...overrides,
});

/** A request the receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP receiver answering `status()` to every POST, and keeping what it got; its URL
 * needs WEBHOOKS_ALLOW_PRIVATE_TARGETS (loopback, plain http).
 */
export async function startReceiver(status: () => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const code = status();
      response.writeHead(code, { 'content-type': 'text/plain' }).end(`answer ${code}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

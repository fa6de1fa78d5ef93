import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { payEndpoints, paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type {
  PaymentLink,
  PaymentLinkRequest,
  PublicLinkPayment,
  StartLinkPaymentRequest,
} from '@olivia/contracts/payment-links';
import { uniqueAddress, uniqueEmail, type SignedIn } from './factories';

/** Payment links through the API, as a merchant makes them and a payer pays them. */

let made = 0;
export const newLink = (overrides: Partial<PaymentLinkRequest> = {}): PaymentLinkRequest => ({
  name: `Ankara workshop ${(made += 1)}`,
  amounttype: 'fixed',
  amount: 5000,
  ...overrides,
});

export async function createLink(
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<PaymentLinkRequest> = {},
): Promise<PaymentLink> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(paymentLinkEndpoints.create),
    headers: owner.headers,
    payload: newLink(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PaymentLink>();
}

export async function getLink(app: FastifyInstance, owner: SignedIn, id: string) {
  const response = await app.inject({
    url: endpointUrl(paymentLinkEndpoints.get, { id }),
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentLink>();
}

export const payerBody = (
  overrides: Partial<StartLinkPaymentRequest> = {},
): StartLinkPaymentRequest => ({
  name: 'Tolu Adeyemi',
  email: uniqueEmail('payer'),
  bank: '035',
  ...overrides,
});

/** POST /pay/:slug/payments from an address of its own (the limit is per address). */
export function startPayment(app: FastifyInstance, slug: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: endpointUrl(payEndpoints.start, { slug }),
    payload: body as Record<string, unknown>,
    remoteAddress: uniqueAddress(),
  });
}

export async function startedPayment(
  app: FastifyInstance,
  slug: string,
  overrides: Partial<StartLinkPaymentRequest> = {},
): Promise<PublicLinkPayment> {
  const response = await startPayment(app, slug, payerBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PublicLinkPayment>();
}

import type { FastifyInstance } from 'fastify';
import { payEndpoints, paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { LinkCheckout } from './link-checkout.service';
import type { PaymentLinksService } from './payment-links.service';

const limit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

/** The store's payment links: every signed-in user of the store; the session is the actor. */
export async function paymentLinksRoutes(
  app: FastifyInstance,
  opts: { links: PaymentLinksService },
) {
  const { links } = opts;
  route(app, paymentLinkEndpoints.list, (r) => links.list(sessionOf(r).storeId, r.query));
  route(app, paymentLinkEndpoints.slugAvailability, (r) => links.slugAvailability(r.query.slug));
  route(app, paymentLinkEndpoints.get, (r) => links.get(sessionOf(r).storeId, r.params.id));
  route(app, paymentLinkEndpoints.create, (r) => links.create(sessionOf(r), r.body));
  route(app, paymentLinkEndpoints.update, (r) => links.update(sessionOf(r), r.params.id, r.body));
  route(app, paymentLinkEndpoints.remove, async (r) => {
    await links.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Payment link removed' };
  });
  route(app, paymentLinkEndpoints.payments, (r) =>
    links.payments(sessionOf(r).storeId, r.params.id, r.query),
  );
}

/**
 * The payer's calls, public and limited per address: starting a payment opens an account at
 * the provider, so few per hour, as a checkout.
 */
export async function payRoutes(app: FastifyInstance, opts: { checkout: LinkCheckout }) {
  const { checkout } = opts;
  route(app, payEndpoints.link, (r) => checkout.link(r.params.slug), limit(120, '1 minute'));
  route(app, payEndpoints.start, (r) => checkout.start(r.params.slug, r.body), limit(20, '1 hour'));
  route(
    app,
    payEndpoints.payment,
    (r) => checkout.payment(r.params.id, { verify: true }),
    limit(120, '1 minute'),
  );
}

import type { FastifyInstance } from 'fastify';
import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { CardPayments } from './card-payments.service';
import type { CardRefunds } from './card-refunds.service';

/**
 * The store's card payments (/transactions/card): every signed-in user of the store sees them;
 * a refund takes the PIN of the main user or a sub-user allowed to transfer (ADR 0030).
 */
export async function cardPaymentsRoutes(
  app: FastifyInstance,
  opts: { cards: CardPayments; refunds: CardRefunds },
) {
  const { cards, refunds } = opts;
  route(app, cardPaymentEndpoints.list, (r) => cards.list(sessionOf(r).storeId, r.query));
  route(app, cardPaymentEndpoints.get, (r) => cards.get(sessionOf(r).storeId, r.params.id));
  route(app, cardPaymentEndpoints.refund, async (r) => {
    const session = sessionOf(r);
    await refunds.refund(session, r.params.id, r.body);
    return cards.get(session.storeId, r.params.id);
  });
}

import type { FastifyInstance } from 'fastify';
import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { CardPayments } from './card-payments.service';

/** The store's card payments (/transactions/card): every signed-in user of the store. */
export async function cardPaymentsRoutes(app: FastifyInstance, opts: { cards: CardPayments }) {
  const { cards } = opts;
  route(app, cardPaymentEndpoints.list, (r) => cards.list(sessionOf(r).storeId, r.query));
  route(app, cardPaymentEndpoints.get, (r) => cards.get(sessionOf(r).storeId, r.params.id));
}

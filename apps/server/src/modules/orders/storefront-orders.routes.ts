import type { FastifyInstance } from 'fastify';
import { ORDER_TOKEN_HEADER } from '@olivia/contracts/storefront';
import { cartPriceEndpoint } from '@olivia/contracts/discount-endpoints';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { route } from '../../plugins/endpoint';
import { pdfReply } from '../receipts/public';
import type { createCardRetry } from './card-retry.service';
import type { createCheckoutService } from './checkout.service';
import type { AskReturn } from './customer-returns.service';
import type { OrderPdf } from './order-document.service';
import type { OrdersService } from './orders.service';

const limit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

/**
 * The customer's side of orders, public and limited per address: the banks to pay at, the
 * checkout (each one opens a payment account and holds stock, so few per hour, as starting a
 * chat), and the order read back (and downloaded as a PDF) with its secret in the header
 * `ordertoken`.
 */
export async function storefrontOrdersRoutes(
  app: FastifyInstance,
  opts: {
    checkout: ReturnType<typeof createCheckoutService>;
    orders: OrdersService;
    retryCard: ReturnType<typeof createCardRetry>;
    askReturn: AskReturn;
    orderPdf: OrderPdf;
  },
) {
  const { checkout, orders, retryCard, askReturn, orderPdf } = opts;
  const tokenOf = (header: string | string[] | undefined) =>
    Array.isArray(header) ? header[0] : header;

  route(
    app,
    storefrontEndpoints.banks,
    (r) => checkout.banks(r.params.slug),
    limit(120, '1 minute'),
  );
  route(
    app,
    cartPriceEndpoint,
    (r) => checkout.price(r.params.slug, r.body),
    limit(120, '1 minute'),
  );
  route(
    app,
    storefrontEndpoints.checkout,
    (r) => checkout.place(r.params.slug, r.body),
    limit(20, '1 hour'),
  );
  route(
    app,
    storefrontEndpoints.order,
    (r) => {
      const header = r.headers[ORDER_TOKEN_HEADER];
      return orders.publicOrder(r.params.id, Array.isArray(header) ? header[0] : header);
    },
    limit(120, '1 minute'),
  );
  // Drawing a PDF costs more than reading the order: as the receipts' PDF page.
  route(
    app,
    storefrontEndpoints.orderPdf,
    async (r, reply) =>
      pdfReply(
        reply,
        await orderPdf(r.params.id, tokenOf(r.headers[ORDER_TOKEN_HEADER])),
        'attachment',
      ),
    limit(30, '1 minute'),
  );
  // Each try opens a card page at the provider: as few as a checkout's.
  route(
    app,
    storefrontEndpoints.retryCard,
    (r) => retryCard(r.params.id, tokenOf(r.headers[ORDER_TOKEN_HEADER])),
    limit(20, '1 hour'),
  );
  // A return asked for by the customer: a few per order is plenty.
  route(
    app,
    storefrontEndpoints.askReturn,
    (r) => askReturn(r.params.id, tokenOf(r.headers[ORDER_TOKEN_HEADER]), r.body),
    limit(20, '1 hour'),
  );
}

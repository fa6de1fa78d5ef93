import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints, invoicePayEndpoints } from '@olivia/contracts/invoice-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { pdfReply } from '../receipts/public';
import type { InvoiceCheckout } from './invoice-checkout.service';
import type { InvoicesService } from './invoices.service';

const limit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

/** The store's invoices: every signed-in user of the store; the session is the actor. */
export async function invoicesRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  route(app, invoiceEndpoints.list, (r) => invoices.list(sessionOf(r).storeId, r.query));
  route(app, invoiceEndpoints.totals, (r) => invoices.totals(sessionOf(r).storeId));
  route(app, invoiceEndpoints.get, (r) => invoices.get(sessionOf(r).storeId, r.params.id));
  route(app, invoiceEndpoints.quote, (r) => invoices.quote(sessionOf(r).storeId, r.body));
  route(app, invoiceEndpoints.create, (r) => invoices.create(sessionOf(r), r.body));
  route(app, invoiceEndpoints.update, (r) => invoices.update(sessionOf(r), r.params.id, r.body));
  route(app, invoiceEndpoints.remove, async (r) => {
    await invoices.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Invoice deleted' };
  });
  route(
    app,
    invoiceEndpoints.send,
    (r) => invoices.send(sessionOf(r), r.params.id),
    limit(30, '1 hour'),
  );
  route(app, invoiceEndpoints.void, (r) => invoices.void(sessionOf(r), r.params.id));
  route(
    app,
    invoiceEndpoints.remind,
    async (r) => {
      await invoices.remind(sessionOf(r), r.params.id);
      return { status: 200, message: 'Reminder sent' };
    },
    limit(20, '1 hour'),
  );
  route(app, invoiceEndpoints.pdf, async (r, reply) =>
    pdfReply(reply, await invoices.pdf(sessionOf(r).storeId, r.params.id), 'attachment'),
  );
}

/** What a customer's payment page polls while an invoice payment is open (public, limited). */
export async function invoicePayRoutes(app: FastifyInstance, opts: { checkout: InvoiceCheckout }) {
  route(
    app,
    invoicePayEndpoints.payment,
    (r) => opts.checkout.payment(r.params.id, { verify: true }),
    limit(120, '1 minute'),
  );
}

import type { FastifyInstance } from 'fastify';
import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { pdfReply } from '../receipts/public';
import type { PurchaseOrderPayments } from './purchase-order-payments';
import type { PurchaseOrderReceiving } from './purchase-order-receiving';
import type { PurchaseOrdersService } from './purchase-orders.service';
import type { createReorder } from './reorder';
import type { SuppliersService } from './suppliers.service';

/** A payment's quote asks the bank for the account's name: limited per client, as transfers'. */
const quoteLimit = { config: { rateLimit: { max: 30, timeWindow: '5 minutes' } } };

/** Suppliers and purchase orders (ADR 0038): every signed-in user; paying checks who pays. */
export async function suppliersRoutes(
  app: FastifyInstance,
  opts: {
    suppliers: SuppliersService;
    orders: PurchaseOrdersService;
    receiving: PurchaseOrderReceiving;
    payments: PurchaseOrderPayments;
    reorder: ReturnType<typeof createReorder>;
  },
) {
  const { suppliers, orders, receiving, payments, reorder } = opts;
  route(app, supplierEndpoints.list, (r) => suppliers.list(sessionOf(r).storeId, r.query));
  route(app, supplierEndpoints.get, (r) => suppliers.get(sessionOf(r).storeId, r.params.id));
  route(app, supplierEndpoints.create, (r) => suppliers.create(sessionOf(r), r.body));
  route(app, supplierEndpoints.update, (r) => suppliers.update(sessionOf(r), r.params.id, r.body));

  const po = purchaseOrderEndpoints;
  route(app, po.suggestions, (r) => reorder.suggestions(sessionOf(r).storeId));
  route(app, po.reorder, (r) => reorder.reorder(sessionOf(r), r.body.supplierid));
  route(app, po.list, (r) => orders.list(sessionOf(r).storeId, r.query));
  route(app, po.get, (r) => orders.get(sessionOf(r).storeId, r.params.id));
  route(app, po.create, (r) => orders.create(sessionOf(r), r.body));
  route(app, po.update, (r) => orders.update(sessionOf(r), r.params.id, r.body));
  route(app, po.move, (r) => orders.move(sessionOf(r), r.params.id, r.body.status));
  route(app, po.receive, (r) => receiving.receive(sessionOf(r), r.params.id, r.body));
  route(app, po.paymentQuote, (r) => payments.quote(sessionOf(r), r.params.id, r.body), quoteLimit);
  route(app, po.pay, (r) => payments.pay(sessionOf(r), r.params.id, r.body));
  route(app, po.pdf, async (r, reply) =>
    pdfReply(reply, await orders.pdf(sessionOf(r).storeId, r.params.id), 'attachment'),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { CustomersService } from './customers.service';
import type { TakeManualOrder } from './manual-orders.service';
import type { OrderRefundsService } from './order-refunds.service';
import type { OrdersService } from './orders.service';

/**
 * The merchant's orders and customers: every signed-in user of the store (ADR 0016); erasing a
 * customer is the main user's (the endpoint says so).
 */
export async function ordersRoutes(
  app: FastifyInstance,
  opts: {
    orders: OrdersService;
    customers: CustomersService;
    takeOrder: TakeManualOrder;
    orderRefunds: OrderRefundsService;
  },
) {
  const { orders, customers, takeOrder, orderRefunds } = opts;
  const storeOf = (request: FastifyRequest) => sessionOf(request).storeId;

  route(app, orderEndpoints.list, (r) => orders.list(storeOf(r), r.query));
  route(app, orderEndpoints.get, (r) => orders.get(storeOf(r), r.params.id));
  route(app, orderEndpoints.create, (r) => takeOrder(sessionOf(r), r.body));
  route(app, orderEndpoints.refunds, (r) => orderRefunds.list(storeOf(r), r.params.id));
  route(app, orderEndpoints.refund, (r) => orderRefunds.refund(sessionOf(r), r.params.id, r.body));
  route(app, orderEndpoints.setStatus, (r) => orders.setStatus(sessionOf(r), r.params.id, r.body));
  route(app, bulkEndpoints.orderStatus, (r) => orders.setStatuses(sessionOf(r), r.body));

  route(app, customerEndpoints.list, (r) => customers.list(storeOf(r), r.query));
  route(app, customerEndpoints.get, (r) => customers.get(storeOf(r), r.params.id));
  route(app, customerEndpoints.create, (r) => customers.create(sessionOf(r), r.body));
  route(app, customerEndpoints.update, (r) => customers.update(sessionOf(r), r.params.id, r.body));
  route(app, customerEndpoints.erase, (r) => customers.erase(sessionOf(r), r.params.id));
}

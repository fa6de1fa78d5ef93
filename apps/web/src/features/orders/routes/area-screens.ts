import { NewOrderRoute } from './new-order-route';
import { OrderDetailRoute } from './order-detail-route';
import { OrderRefundRoute } from './order-refund-route';
import { OrdersRoute } from './orders-route';

/**
 * The orders area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const ordersScreens = {
  OrdersRoute,
  NewOrderRoute,
  OrderDetailRoute,
  OrderRefundRoute,
};

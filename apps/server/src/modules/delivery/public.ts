/**
 * What other modules may use of delivery (ADR 0036): the decision a checkout prices an order's
 * delivery with, the pickup points, and an order's delivery as shown.
 */
export { decideDelivery, type DeliveryChoice, type DeliveryDecision } from './delivery-decision';
export { pickupPoints } from './pickup.repository';
export { orderDeliveryOf } from './order-delivery';

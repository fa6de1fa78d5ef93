/**
 * What other modules may use of delivery (ADR 0036): the decision a checkout prices an order's
 * delivery with, the pickup points, an order's delivery as shown, and a zone of the store with
 * the store's currency (delivery runs).
 */
export { decideDelivery, type DeliveryChoice, type DeliveryDecision } from './delivery-decision';
export { pickupPoints } from './pickup.repository';
export { orderDeliveryOf } from './order-delivery';
export { findStoreZone, storeCurrency } from './zones.repository';

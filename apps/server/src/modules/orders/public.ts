/**
 * What other modules may use of the orders module: an order as its customer reaches it (the
 * storefront's reviews: find it by id and secret, answer the receipt in the same shape), and
 * the store's newest orders as a sub-select (the dashboard's one statement), and the store's
 * customers (an invoice is addressed to one, or makes one), and pricing a cart from the
 * catalogue (a payment link sells products), and one move of an order's workflow written in the
 * caller's transaction (delivery runs ship and deliver their orders).
 */
export { findOrderForCustomer, toPublicOrder, type CustomerOrder } from './order-access';
export { recentOrdersFragment, type RecentOrder } from './orders.repository';
export { findStoreCustomer, upsertCustomer } from './customers.repository';
/** Pricing lines from the catalogue and taking their stock (a payment link's products). */
export { findCheckoutProducts, type CheckoutProduct } from './checkout.repository';
export { inLockOrder, notEnoughStock, priceCart, type PricedLine } from './cart-lines';
export { writeOrderMove } from './order-move';
export { findStoreOrder, type OrderRow } from './orders.repository';

import { defineMessages } from './message-registry';

/** Orders, inventory, returns, reviews, manual orders and refunds of orders. Not worded by docs/product; ours. */
export const orderMessages = defineMessages({
  changeNotZero: 'Enter a change other than 0',
  quantityInvalid: 'Quantity must be a whole number from 1 to 100',
  cartEmpty: 'Your cart is empty',
  ratingRange: 'Choose a rating from 1 to 5',
  notEnoughStock: 'Not enough in stock',
  productUnavailable: 'This product is no longer available',
  variantRequired: 'Choose a size or colour',
  stockBelowZero: 'Stock cannot go below 0',
  orderMoveNotAllowed: 'This order cannot move to that status',
  reviewAfterDelivery: 'You can review an order once it is delivered',
  alreadyReviewed: 'You have already reviewed this product',
  returnQuantityTooHigh: 'More than was ordered and not yet returned',
  returnNeedsPaidOrder: 'Only paid orders can have returns',
  returnClosed: 'This return is already closed',
  storeNotTakingOrders: 'This store cannot take orders at the moment',
  discountAboveTotal: 'The discount is more than the order’s total',
  refundMethodNotPossible: 'This order was not paid that way: choose another way to refund it',
  orderNotPaid: 'Only money an order was paid can be refunded',
  returnWindowClosed: 'This order can no longer be returned from here: please contact the store',
} as const);

import { defineMessages } from './message-registry';

/** Card payments, their refunds and the success rate. Not worded by docs/product; ours. */
export const cardMessages = defineMessages({
  successRateNgnOnly: 'The success rate is for stores paid in naira',
  refundNotSuccessful: 'Only a successful card payment can be refunded',
  refundAboveRefundable: 'The refund is more than what is left to refund',
  cardRetryNotPossible: 'This order cannot be paid by card again',
} as const);

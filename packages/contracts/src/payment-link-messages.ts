import { defineMessages } from './message-registry';

/** Payment links and QR codes. Not worded by docs/product; ours. */
export const paymentLinkMessages = defineMessages({
  slugInvalid: 'Use 3 to 60 lowercase letters, digits and hyphens',
  slugTaken: 'This link address is already taken',
  amountBelowMinimum: 'The amount is below the minimum',
  linkAmountRequired: 'Enter the amount, or let the payer choose it',
  linkProductsFixed: 'A link with products is paid at their total: choose a fixed amount',
  redirectUrlInvalid: 'Enter a web address starting with https://',
  expiryInPast: 'Choose a date and time in the future',
  tooManyCustomFields: 'A link can collect at most 3 custom fields',
  choicesRequired: 'Give the choices, separated by commas',
  completionLimitRange: 'Enter a whole number from 1 to 1,000,000',
  linkInactive: 'This payment link is not active',
  linkExpired: 'This payment link has expired',
  linkLimitReached: 'This payment link has reached its limit of payments',
  linkPaidCannotDelete: 'A link that has been paid cannot be deleted; deactivate it instead',
  slugLockedAfterPayment: 'The address of a link that has been paid cannot change',
  qrAmountPayerLinkOnly: 'Only a payment link whose payer chooses the amount takes one',
  qrTargetNotFound: 'Choose one of your own products or payment links',
} as const);

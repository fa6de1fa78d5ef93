import { defineMessages } from './message-registry';

/** Customers. Not worded by docs/product; ours. */
export const customerMessages = defineMessages({
  customerContactRequired: 'Enter an e-mail address or a phone number',
  customerEmailTaken: 'Another customer already has this e-mail address',
  customerErased: 'This customer’s data was erased on request',
  tooManyTags: 'At most 10 tags',
  tooManyAddresses: 'At most 5 addresses',
} as const);

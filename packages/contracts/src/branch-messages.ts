import { defineMessages } from './message-registry';

/** Branches (ADR 0035). Not worded by docs/product; ours. */
export const branchMessages = defineMessages({
  timeInvalid: 'Enter a time as HH:MM',
  closesBeforeOpens: 'Closing time must be after opening time',
  dayTwice: 'Each day can be listed once',
  pickupNeedsAddress: 'A branch that offers pickup needs an address',
  branchAddressNotFound: 'Choose one of your addresses',
  branchManagerNotFound: 'Choose one of your users',
  branchInUse: 'A branch with orders or staff cannot be removed; deactivate it instead',
  branchNotFound: 'Choose one of your active branches',
} as const);

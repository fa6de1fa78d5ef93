import { defineMessages } from './message-registry';

/** Split payments (ADR 0031). Not worded by docs/product; ours. */
export const splitPaymentMessages = defineMessages({
  splitMembersRange: 'A split has 1 to 5 payees',
  splitPayeeTwice: 'A payee can be in a split only once',
  splitOverHundred: 'The percentages add up to more than 100%',
  splitPayeeNotFound: 'Choose one of your active payees',
  splitGroupNotFound: 'Choose one of your active splits',
  splitNgnOnly: 'Split payments are for stores paid in naira',
  splitPayeeInUse: 'This payee is in a split or was paid; deactivate them instead',
  splitGroupHasPayments:
    'A split that has shared payments cannot be deleted; deactivate it instead',
  splitScheduleDay: 'Choose a day of the week, or a day of the month from 1 to 28',
} as const);

import { defineMessages } from './message-registry';

/** Suppliers and purchase orders (ADR 0038). Not worded by docs/product; ours. */
export const supplierMessages = defineMessages({
  supplierProductTwice: 'A product can be listed once for a supplier',
  supplierNotFound: 'Choose one of your active suppliers',
  purchaseOrderProductNotFound: 'Choose one of your products',
  purchaseOrderNotDraft: 'Only a draft purchase order can be changed',
  purchaseOrderMoveNotAllowed: 'This purchase order cannot move to that status',
  purchaseOrderNotReceivable: 'Only an ordered purchase order can be received',
  receiveAboveOutstanding: 'More than is still to receive on this line',
  receiveNothing: 'Enter what arrived on at least one line',
  supplierNoBankAccount: "Add the supplier's bank account first",
  purchaseOrderNotPayable: 'Only an ordered or received purchase order can be paid',
  reorderNothingLow: "None of this supplier's products is low on stock",
} as const);

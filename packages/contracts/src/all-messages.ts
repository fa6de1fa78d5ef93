import { advertMessages } from './advert-messages';
import { apiKeyMessages } from './api-key-messages';
import { blogMessages } from './blog-messages';
import { branchMessages } from './branch-messages';
import { cardMessages } from './card-messages';
import { customerMessages } from './customer-messages';
import { deliveryMessages } from './delivery-messages';
import { discountMessages } from './discount-messages';
import { expenseMessages } from './expense-messages';
import { invoiceMessages } from './invoice-messages';
import { orderMessages } from './order-messages';
import { paymentLinkMessages } from './payment-link-messages';
import { splitPaymentMessages } from './split-payment-messages';
import { supplierMessages } from './supplier-messages';
import { twoFactorMessages } from './two-factor-messages';
import { webhookMessages } from './webhook-messages';
import { verificationMessages } from './verification-messages';
import { messages } from './messages';

/** Each area's map of messages (ADR 0023). */
export const areaMessageMaps = [
  orderMessages,
  customerMessages,
  advertMessages,
  paymentLinkMessages,
  discountMessages,
  invoiceMessages,
  cardMessages,
  splitPaymentMessages,
  supplierMessages,
  branchMessages,
  deliveryMessages,
  blogMessages,
  twoFactorMessages,
  apiKeyMessages,
  webhookMessages,
  expenseMessages,
  verificationMessages,
] as const;

/**
 * Every contracts message, the shell's and each area's (ADR 0023), for the server's pages and the
 * catalogue tests. The web's screens import only the maps they use.
 */
export const allMessages = {
  ...messages,
  ...orderMessages,
  ...customerMessages,
  ...advertMessages,
  ...paymentLinkMessages,
  ...discountMessages,
  ...invoiceMessages,
  ...cardMessages,
  ...splitPaymentMessages,
  ...supplierMessages,
  ...branchMessages,
  ...deliveryMessages,
  ...blogMessages,
  ...twoFactorMessages,
  ...apiKeyMessages,
  ...webhookMessages,
  ...expenseMessages,
  ...verificationMessages,
} as const;

export type MessageKey = keyof typeof allMessages;

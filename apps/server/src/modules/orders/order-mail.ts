import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { Mail } from '../../mail/mailer';
import type { PaymentAccount } from './order-dto';
import type { OrderItemRow, OrderRow } from './orders.repository';

const moneyOf = (order: Pick<OrderRow, 'currency'>) => (minor: bigint) =>
  formatMoney(toMajorUnits(minor), order.currency);

/** The order's lines, delivery and total, one per line. */
function summary(order: OrderRow, items: OrderItemRow[]): string {
  const money = moneyOf(order);
  const lines = items.map((item) => {
    const variant = item.variantLabel ? ` (${item.variantLabel})` : '';
    return `${item.quantity} × ${item.name}${variant}: ${money(item.total)}`;
  });
  const discount =
    order.discount > 0n
      ? [
          `Discount${order.discountReason ? ` (${order.discountReason})` : ''}: −${money(order.discount)}`,
        ]
      : [];
  return [
    ...lines,
    `Delivery: ${money(order.deliveryFee)}`,
    ...discount,
    `Total: ${money(order.total)}`,
  ].join('\n');
}

/** Where and by when to send an order's money. */
function transferInstructions(order: OrderRow, account: PaymentAccount) {
  return (
    `To pay, send ${moneyOf(order)(order.total)} by bank transfer to:\n` +
    `${account.bankName}\nAccount number: ${account.accountNumber}\n` +
    `Account name: ${account.accountName}\n` +
    `by ${account.expiresAt.toISOString().slice(11, 16)} UTC ` +
    `(${account.expiresAt.toISOString()}); an order not paid by then is cancelled.`
  );
}

/**
 * To the customer once the order is placed: what was ordered, the account to pay into and by
 * when, and the link to the order's page (its secret after the '#', never sent to a server).
 */
export function orderPlacedMail(
  order: OrderRow,
  items: OrderItemRow[],
  store: { name: string },
  account: PaymentAccount | undefined,
  link: string,
): Mail {
  const payment = account ? transferInstructions(order, account) : 'There is nothing to pay.';
  return {
    to: order.email,
    subject: `Your order #${order.number} at ${store.name}`,
    body:
      `Hi ${order.customerName},\n\nThank you for your order #${order.number} at ${store.name}.\n\n` +
      `${summary(order, items)}\n\n${payment}\n\n` +
      `See your order at any time (keep this link to yourself):\n${link}`,
  };
}

/** To the customer once the order is paid in full. */
export function orderPaidMail(order: OrderRow, store: { name: string }): Mail {
  const money = moneyOf(order);
  return {
    to: order.email,
    subject: `Order #${order.number} at ${store.name} is paid`,
    body:
      `Hi ${order.customerName},\n\nWe have received ${money(order.amountPaid)} for your ` +
      `order #${order.number} at ${store.name}: it is paid. The store will now prepare it; ` +
      'the link in your first e-mail shows how it gets on.',
  };
}

/**
 * To the customer of an order the merchant took (issue 28): what was ordered and how it is
 * paid (cash taken, the account to pay into, or the card page behind the link), and the link.
 */
export function manualOrderMail(
  order: OrderRow,
  items: OrderItemRow[],
  store: { name: string },
  account: PaymentAccount | undefined,
  link: string,
): Mail {
  const money = moneyOf(order);
  const payment =
    order.status !== 'pending'
      ? order.paymentMethod === 'cash'
        ? `Paid in cash: ${money(order.total)}. Thank you.`
        : 'There is nothing to pay.'
      : account?.channel === 'transfer'
        ? transferInstructions(order, account)
        : `To pay ${money(order.total)} by card, open your order's page below and choose Pay by card.`;
  return {
    to: order.email,
    subject: `Your order #${order.number} at ${store.name}`,
    body:
      `Hi ${order.customerName},\n\n${store.name} has taken your order #${order.number}.\n\n` +
      `${summary(order, items)}\n\n${payment}\n\n` +
      `See your order at any time (keep this link to yourself):\n${link}`,
  };
}

import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { Mail } from '../../mail/mailer';
import type { CardChargeRow } from './card-payments.repository';
import type { CardRefundRow } from './card-refunds.repository';

/** To the payer once the provider has processed a refund: how much, to which card, and why. */
export function refundMail(charge: CardChargeRow, refund: CardRefundRow): Mail {
  const amount = formatMoney(toMajorUnits(refund.amount), refund.currency);
  const paid = formatMoney(toMajorUnits(charge.amount), charge.currency);
  const card = charge.cardLast4 ? ` ending ${charge.cardLast4}` : '';
  return {
    to: charge.payerEmail,
    subject: `Your refund of ${amount} is on its way`,
    body:
      `Hi ${charge.payerName},\n\nYou have been refunded ${amount} of your card payment of ` +
      `${paid} for ${charge.description} (reference ${charge.reference}).\n\n` +
      `Reason: ${refund.reason}\n\nThe money goes back to your card${card}; banks usually show ` +
      'it within 5 to 10 working days.',
  };
}

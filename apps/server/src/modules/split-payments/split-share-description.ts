import type { SplitShareDescription } from '@olivia/contracts/split-payments';

/**
 * What a share's payment paid for, as a code and its parameters for the client to word in the
 * reader's language, read from the English label its owner gave the payment ('payment link
 * "Tailoring" from Ada Obi', 'invoice INV-0001 from …', 'order #1001 from …'). The payer is
 * after the last ' from ' (a link's name may hold one; a payer's name rarely does).
 */
export function describeShare(label: string): SplitShareDescription {
  const link = /^payment link "([\s\S]*)" from ([\s\S]*)$/.exec(label);
  if (link) {
    const whole = label.slice('payment link "'.length);
    const cut = whole.lastIndexOf('" from ');
    return {
      code: 'link',
      params: { link: whole.slice(0, cut), payer: whole.slice(cut + '" from '.length) },
    };
  }
  const invoice = /^invoice (\S+) from ([\s\S]*)$/.exec(label);
  if (invoice)
    return { code: 'invoice', params: { number: invoice[1] ?? '', payer: invoice[2] ?? '' } };
  const order = /^order #(\S+) from ([\s\S]*)$/.exec(label);
  if (order) return { code: 'order', params: { number: order[1] ?? '', payer: order[2] ?? '' } };
  return { code: 'other', params: {} };
}

import { describe, expect, it } from 'vitest';
import { describeShare } from '../../../src/modules/split-payments/split-share-description';

describe("a split share's payment in words", () => {
  it('reads a link, an invoice and an order from their labels, and leaves the rest as written', () => {
    expect(describeShare('payment link "Gele class" from Tolu Ade')).toEqual({
      code: 'link',
      params: { link: 'Gele class', payer: 'Tolu Ade' },
    });
    // A link's own name may say " from ": the payer follows the last one.
    expect(describeShare('payment link "Gift "from" Ada" from Bisi')).toEqual({
      code: 'link',
      params: { link: 'Gift "from" Ada', payer: 'Bisi' },
    });
    expect(describeShare('invoice INV-0007 from Ada Obi')).toEqual({
      code: 'invoice',
      params: { number: 'INV-0007', payer: 'Ada Obi' },
    });
    expect(describeShare('order #1042 from Kemi')).toEqual({
      code: 'order',
      params: { number: '1042', payer: 'Kemi' },
    });
    expect(describeShare('something else')).toEqual({ code: 'other', params: {} });
  });
});

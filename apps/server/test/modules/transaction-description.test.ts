import { describe, expect, it } from 'vitest';
import { describeTransaction } from '../../src/modules/wallet/transaction-description';

const row = (agencyTxn: string, request: object) => ({
  agencyTxn,
  request: JSON.stringify(request),
});

describe("a wallet row's description code", () => {
  it('names the payee of a split and the payer of a card refund, and a refund come back', () => {
    const payee = { name: 'Kemi Tailoring', bank: 'Access Bank', account: '0000000001' };
    expect(describeTransaction(row('SPLIT', payee))).toEqual({ code: 'splitTo', params: payee });
    expect(describeTransaction(row('CARD REFUND', { name: 'Tolu', card: 'visa 4081' }))).toEqual({
      code: 'cardRefund',
      params: { name: 'Tolu' },
    });
    expect(describeTransaction(row('REVERSAL', { name: 'Tolu', refund: 'r1' }))).toEqual({
      code: 'cardRefundReturned',
      params: { name: 'Tolu' },
    });
    expect(describeTransaction(row('REVERSAL', payee))).toEqual({
      code: 'transferReturned',
      params: { name: 'Kemi Tailoring' },
    });
  });

  it("says a scheduled payee's share is held, and what their batch withheld (ADR 0031)", () => {
    expect(describeTransaction(row('SPLIT', { name: 'Chinwe Okafor', held: true }))).toEqual({
      code: 'splitHeld',
      params: { name: 'Chinwe Okafor' },
    });
    expect(describeTransaction(row('SPLIT', { name: 'Chinwe Okafor', withheld: true }))).toEqual({
      code: 'splitWithheld',
      params: { name: 'Chinwe Okafor' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { cardFee } from '../../src/modules/card-payments/card-fee';
import { createPaystackProvider } from '../../src/payments/paystack/paystack-provider';
import { failureCategoryOf } from '../../src/payments/paystack/paystack-cards';

/** A Paystack that answers each path with `answers[path]` and records what it was sent. */
function fakePaystack(answers: Record<string, { status: number; body: unknown }>) {
  const sent: { url: string; body: unknown }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = new URL(url).pathname;
    const answer = answers[path] ?? { status: 404, body: { status: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof globalThis.fetch;
  return { provider: createPaystackProvider({ secretKey: 'sk_test_x', fetch }), sent };
}

describe('Paystack cards', () => {
  it('opens the checkout under our reference with the return address, card only', async () => {
    const { provider, sent } = fakePaystack({
      '/transaction/initialize': {
        status: 200,
        body: {
          status: true,
          message: 'Verification successful',
          data: {
            authorization_url: 'https://checkout.paystack.com/abc',
            access_code: 'abc',
            reference: 'pl_1',
          },
        },
      },
    });
    const checkout = await provider.startCardPayment({
      reference: 'pl_1',
      amount: 500_000n,
      currency: 'NGN',
      email: 'tolu@example.com',
      storeName: 'Kemi Studio',
      description: 'Gele class',
      returnUrl: 'https://olivia.example/pay/gele/p/1',
    });
    expect(checkout).toEqual({
      providerReference: 'abc',
      checkoutUrl: 'https://checkout.paystack.com/abc',
    });
    expect(sent[0]?.body).toMatchObject({
      amount: 500_000,
      reference: 'pl_1',
      callback_url: 'https://olivia.example/pay/gele/p/1',
      channels: ['card'],
    });
  });

  it('reads a verification: the card, the processor, the category of a failure', async () => {
    const verified = (status: string, gateway: string) =>
      fakePaystack({
        '/transaction/verify/pl_2': {
          status: 200,
          body: {
            status: true,
            message: 'Verification successful',
            data: {
              id: 4099260516,
              status,
              reference: 'pl_2',
              amount: 500_000,
              currency: 'NGN',
              paid_at: '2026-11-28T10:00:00.000Z',
              gateway_response: gateway,
              created_at: '2026-11-28T09:59:00.000Z',
              authorization: {
                bin: '408408',
                last4: '4081',
                exp_month: '12',
                exp_year: '2030',
                card_type: 'visa ',
                bank: 'TEST BANK',
              },
              log: { history: [{ type: 'action', message: 'Attempted to pay', time: 3 }] },
            },
          },
        },
      }).provider.verifyCardPayment('pl_2');
    expect(await verified('success', 'Approved')).toMatchObject({
      state: 'success',
      transactionId: '4099260516',
      amount: 500_000n,
      card: { brand: 'visa', last4: '4081', bin: '408408', expiry: '12/2030', bank: 'TEST BANK' },
      steps: [{ at: '2026-11-28T09:59:03.000Z', step: 'action', message: 'Attempted to pay' }],
    });
    expect(await verified('failed', 'Insufficient Funds')).toMatchObject({
      state: 'failed',
      failure: 'customer',
    });
    expect(await verified('failed', 'Declined')).toMatchObject({ failure: 'bank' });
    expect(await verified('ongoing', '')).toMatchObject({ state: 'pending' });
  });

  it('answers null for a reference Paystack does not know', async () => {
    const { provider } = fakePaystack({});
    expect(await provider.verifyCardPayment('nope')).toBeNull();
  });

  it('sorts failures by who they are down to', () => {
    expect(failureCategoryOf('Token Authentication Failed')).toBe('customer');
    expect(failureCategoryOf('Do Not Honor')).toBe('bank');
    expect(failureCategoryOf('Issuer or Switch Inoperative')).toBe('bank');
    expect(failureCategoryOf('Error processing transaction')).toBe('system');
  });
});

describe('the card fee', () => {
  it('is 1.5% + ₦100 (waived under ₦2,500), capped at ₦2,000; 1.5% + 0.20 elsewhere', () => {
    expect(cardFee(2_000_00n, 'NGN')).toBe(30_00n);
    expect(cardFee(2_500_00n, 'NGN')).toBe(137_50n);
    expect(cardFee(10_000_00n, 'NGN')).toBe(250_00n);
    expect(cardFee(1_000_000_00n, 'NGN')).toBe(2_000_00n);
    expect(cardFee(1_00n, 'NGN')).toBe(2n);
    expect(cardFee(100_00n, 'GBP')).toBe(1_70n);
  });
});

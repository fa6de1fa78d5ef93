import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let reference: string;
beforeAll(async () => {
  app = await buildTestApp();
  const merchant = await signUp(app);
  const topUp = await app.inject({
    method: 'POST',
    url: '/api/olivia/agent/pbbt/pbbt',
    headers: merchant.headers,
    payload: { amount: 1000, bank: '035' },
  });
  expect(topUp.statusCode).toBe(200);
  reference = topUp.json<{ reference: string }>().reference;
});
afterAll(() => app.close());

const pay = (amount: unknown) =>
  app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: { reference, amount } });

describe('POST /api/sandbox/pay amounts (issue 7)', () => {
  it.each([
    [0.001, 'Amount must be at least 0.01'],
    [0.004, 'Amount must be at least 0.01'],
    [0.005, 'Amount must be at least 0.01'],
    [0.009, 'Amount must be at least 0.01'],
    [0, 'Amount must be at least 0.01'],
    [-5, 'Amount must be at least 0.01'],
    [10.001, 'Amount can have at most 2 decimals'],
    [1.234, 'Amount can have at most 2 decimals'],
  ])('answers 400, not 502, for %s', async (amount, message) => {
    const response = await pay(amount);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', details: { amount: [message] } });
  });

  it.each([0.01, 0.1, 12.34, 0.07, 2.03])('accepts %s', async (amount) => {
    const response = await pay(amount);
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/sandbox/pay references (issue 9)', () => {
  it('finds the top-up by its reference as the app shows it, in any case', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sandbox/pay',
      payload: { reference: `  ${reference.toUpperCase()} `, amount: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reference });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { PaymentProvider } from '../../../src/payments/provider';
import { createSandboxProvider } from '../../../src/payments/sandbox/sandbox-provider';
import { createProduct } from '../../helpers/catalog';
import { checkout, checkoutBody, slugOf, stockOf } from '../../helpers/checkout';
import { signUp, signUpAgent } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

/** The sandbox's accounts under another name: a provider that moves real money. */
function realMoneyProvider(webhookSecret: string): PaymentProvider {
  const sandbox = createSandboxProvider({ webhookSecret });
  return {
    name: 'paystack',
    paymentPageOrigins: [],
    listTopUpBanks: sandbox.listTopUpBanks,
    createTopUp: sandbox.createTopUp,
    startCardPayment: sandbox.startCardPayment,
    verifyCardPayment: sandbox.verifyCardPayment,
    refundCardPayment: sandbox.refundCardPayment,
    getCardRefund: sandbox.getCardRefund,
    listPayoutBanks: sandbox.listPayoutBanks,
    resolveAccount: sandbox.resolveAccount,
    createPayout: sandbox.createPayout,
    getPayout: sandbox.getPayout,
    parseWebhook: sandbox.parseWebhook,
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { provider: realMoneyProvider });
});
afterAll(() => app.close());

describe('checkout with a provider that moves real money', () => {
  it("takes orders only for a verified agent's store (409 otherwise, nothing changed)", async () => {
    const [newcomer, agent] = [await signUp(app), await signUpAgent(app)];
    const unverified = await createProduct(app, newcomer, { stock: 3 });
    const refused = await checkout(
      app,
      slugOf(newcomer),
      checkoutBody([{ productid: unverified.id, variantid: null, quantity: 1 }]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: orderMessages.storeNotTakingOrders });
    expect(await stockOf(unverified.id)).toEqual({ stock: 3, variants: [] });

    const verified = await createProduct(app, agent, { stock: 3 });
    const placed = await checkout(
      app,
      slugOf(agent),
      checkoutBody([{ productid: verified.id, variantid: null, quantity: 1 }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(verified.id)).toEqual({ stock: 2, variants: [] });
  });
});

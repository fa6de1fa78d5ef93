import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../helpers/catalog';
import { customerOfOrder, placeOrder } from '../../helpers/checkout';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
let owner: SignedIn;
let productId: string;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUp(app);
  productId = (await createProduct(app, owner, { price: 1_000, stock: 50 })).id;
});
afterAll(() => app.close());

const buy = (email: string, marketing?: boolean) =>
  placeOrder(app, owner, [{ productid: productId, variantid: null, quantity: 1 }], {
    email,
    ...(marketing === undefined ? {} : { marketing }),
  });

describe('marketing consent at checkout', () => {
  it('records a ticked box as the customer’s consent to e-mail, with its time and source', async () => {
    const email = uniqueEmail('agrees');
    const placed = await buy(email, true);
    const customer = await customerOfOrder(placed.order.id);
    expect(customer).toMatchObject({ emailConsent: true, emailConsentSource: 'checkout' });
    expect(customer.emailConsentAt).toBeInstanceOf(Date);
    expect(customer.smsConsent).toBe(false);
  });

  it('asks nothing of a customer who leaves it unticked', async () => {
    const placed = await buy(uniqueEmail('declines'));
    expect(await customerOfOrder(placed.order.id)).toMatchObject({
      emailConsent: false,
      emailConsentSource: 'none',
      emailConsentAt: null,
    });
  });

  it('keeps an earlier consent, and its time, when a later order leaves the box unticked', async () => {
    const email = uniqueEmail('returns');
    const first = await customerOfOrder((await buy(email, true)).order.id);
    const second = await customerOfOrder((await buy(email, false)).order.id);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ emailConsent: true, emailConsentSource: 'checkout' });
    expect(second.emailConsentAt).toEqual(first.emailConsentAt);
  });

  it('records consent given on a later order by a customer who had not given it', async () => {
    const email = uniqueEmail('later');
    const first = await customerOfOrder((await buy(email)).order.id);
    expect(first.emailConsent).toBe(false);
    const second = await customerOfOrder((await buy(email, true)).order.id);
    expect(second).toMatchObject({ emailConsent: true, emailConsentSource: 'checkout' });
  });
});

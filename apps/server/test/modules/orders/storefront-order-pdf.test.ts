import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { ORDER_TOKEN_HEADER } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { createProduct } from '../../helpers/catalog';
import { payAccount, placeOrder } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** GET /storefront/orders/:id/pdf with the order's secret (none when undefined). */
const orderPdf = (id: string, token?: string) =>
  app.inject({
    url: endpointUrl(storefrontEndpoints.orderPdf, { id }),
    headers: token === undefined ? {} : { [ORDER_TOKEN_HEADER]: token },
  });

/**
 * The text a compressed pdfkit PDF draws: each Flate stream inflated, then Helvetica's hex
 * strings decoded and joined (a word may be split where it kerns).
 */
function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9a-f]+)>/g)) {
      texts.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('');
}

/** An order of 2 × ₦12,000 with its secret and the account it is paid into. */
async function orderOfTwo(owner: SignedIn) {
  const product = await createProduct(app, owner, { name: 'Ankara dress', price: 12_000 });
  const placed = await placeOrder(app, owner, [
    { productid: product.id, variantid: null, quantity: 2 },
  ]);
  return { ...placed, accountnumber: placed.order.payment?.accountnumber ?? '' };
}

describe('GET /storefront/orders/:id/pdf', () => {
  it('downloads an unpaid order as its invoice with how to pay, and marks it PAID once paid', async () => {
    const owner = await signUp(app);
    const { order, token, accountnumber } = await orderOfTwo(owner);
    expect(accountnumber).not.toBe('');

    const unpaid = await orderPdf(order.id, token);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.headers['content-type']).toBe('application/pdf');
    expect(unpaid.headers['content-disposition']).toBe(
      `attachment; filename="order-${order.number}.pdf"`,
    );
    expect(unpaid.headers['cache-control']).toBe('private, no-store');
    expect(unpaid.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const invoice = pdfText(unpaid.rawPayload);
    expect(invoice).toContain('Invoice');
    expect(invoice).toContain(`Order #${order.number}`);
    expect(invoice).toContain('Ankara dress');
    expect(invoice).toContain('NGN 24,000.00');
    expect(invoice).toContain('HOW TO PAY');
    expect(invoice).toContain(accountnumber);
    expect(invoice).not.toContain('PAID');

    await payAccount(app, accountnumber);
    const paid = pdfText((await orderPdf(order.id, token)).rawPayload);
    expect(paid).toContain(`Order #${order.number}`);
    expect(paid).toContain('PAID');
    expect(paid).not.toContain('HOW TO PAY');
    expect(paid).not.toContain(accountnumber);
  });

  it('answers 404 without the secret, with a wrong one, another order’s or another store’s', async () => {
    const owner = await signUp(app);
    const { order, token } = await orderOfTwo(owner);
    const sameStore = await orderOfTwo(owner);
    const otherStore = await orderOfTwo(await signUp(app));
    for (const wrong of [undefined, '', 'x'.repeat(43), sameStore.token, otherStore.token]) {
      const response = await orderPdf(order.id, wrong);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: serverErrors.notFound });
    }
    // Its secret does not open another order either, nor an id no order has.
    expect((await orderPdf(otherStore.order.id, token)).statusCode).toBe(404);
    expect((await orderPdf('00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(404);
    expect((await orderPdf('not-an-id', token)).statusCode).toBe(400);
  });
});

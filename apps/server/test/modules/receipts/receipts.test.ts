import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import type { Receipt, ReceiptList } from '@olivia/contracts/receipts';
import { eq } from 'drizzle-orm';
import { stores } from '../../../src/db/schema/accounts';
import { createProduct } from '../../helpers/catalog';
import { payAccount, placeOrder } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { createLink, startedPayment } from '../../helpers/payment-links';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, latestMailTo, testDatabase } from '../../helpers/test-app';
import { picture, uploadImage } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = SignedIn['headers'] | { token: string; systemid: string };

async function list(headers: Headers, query: Record<string, string> = {}) {
  const response = await app.inject({ url: endpointUrl(receiptEndpoints.list), query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReceiptList>();
}

/** An order of `quantity` × ₦`price`, placed on the storefront and paid in full. */
async function paidOrder(owner: SignedIn, price = 12_000, quantity = 2, email?: string) {
  const product = await createProduct(app, owner, { name: 'Adire wrapper', price, stock: 10 });
  const placed = await placeOrder(
    app,
    owner,
    [{ productid: product.id, variantid: null, quantity }],
    email ? { email } : {},
  );
  await payAccount(app, placed.order.payment?.accountnumber ?? '');
  return placed.order;
}

/** A fixed link of ₦`amount`, paid in full by `email`. */
async function paidLink(owner: SignedIn, amount = 5_000, email?: string) {
  const link = await createLink(app, owner, { name: 'Gele class', amount });
  const payment = await startedPayment(app, link.slug, {
    name: 'Tolu Adeyemi',
    ...(email ? { email } : {}),
  });
  await payAccount(app, payment.account?.accountnumber ?? '');
  return payment;
}

describe('every payment in gets one receipt', () => {
  it('numbers a paid order and a paid link RCT-0001 and RCT-0002, with their lines and payer', async () => {
    const owner = await signUp(app, { businessname: 'Kemi Studio' });
    const order = await paidOrder(owner, 12_000, 2, 'chioma@example.com');
    const payment = await paidLink(owner, 5_000, 'tolu@example.com');

    const { content, total } = await list(owner.headers, { sort: 'paidat', order: 'asc' });
    expect(total).toBe(2);
    const [first, second] = content;
    expect(first).toMatchObject({
      number: 'RCT-0001',
      source: 'order',
      sourceid: order.id,
      payername: 'Chioma Obi',
      payeremail: 'chioma@example.com',
      method: 'transfer',
      currency: 'NGN',
      amount: 24_000,
      fee: 240,
      net: 23_760,
      lines: [{ name: 'Adire wrapper', quantity: 2, unitprice: 12_000, total: 24_000 }],
    });
    expect(first?.url).toBe(`http://olivia.test/r/${first?.id}`);
    expect(first?.reference).toBe(first?.reference.toUpperCase());
    expect(second).toMatchObject({
      number: 'RCT-0002',
      source: 'link',
      sourceid: payment.id,
      payername: 'Tolu Adeyemi',
      amount: 5_000,
      reference: payment.reference.toUpperCase(),
      lines: [{ name: 'Gele class', quantity: 1, unitprice: 5_000, total: 5_000 }],
    });
    // The payer was mailed the link to the public page.
    expect((await latestMailTo('tolu@example.com'))?.body).toContain(`/r/${second?.id}`);
    // Another store numbers from 1 on its own.
    const other = await signUp(app);
    await paidLink(other);
    expect((await list(other.headers)).content.map((receipt) => receipt.number)).toEqual([
      'RCT-0001',
    ]);
  });
});

describe('GET /receipts', () => {
  it('searches by number, payer and reference; filters by source, method and paid date; sorts', async () => {
    const owner = await signUp(app);
    await paidOrder(owner, 3_000, 1, 'ngozi@example.com');
    const payment = await paidLink(owner, 9_000, 'femi@example.com');
    const numbers = async (query: Record<string, string>) =>
      (await list(owner.headers, query)).content.map((receipt) => receipt.number);

    expect(await numbers({})).toEqual(['RCT-0002', 'RCT-0001']);
    expect(await numbers({ q: 'RCT-0002' })).toEqual(['RCT-0002']);
    expect(await numbers({ q: 'rct-1' })).toEqual(['RCT-0001']);
    expect(await numbers({ q: 'ngozi@' })).toEqual(['RCT-0001']);
    expect(await numbers({ q: 'tolu ade' })).toEqual(['RCT-0002']);
    expect(await numbers({ q: payment.reference.toUpperCase() })).toEqual(['RCT-0002']);
    expect(await numbers({ source: 'link' })).toEqual(['RCT-0002']);
    expect(await numbers({ source: 'order' })).toEqual(['RCT-0001']);
    expect(await numbers({ method: 'card' })).toEqual([]);
    expect(await numbers({ method: 'transfer', sort: 'amount', order: 'asc' })).toEqual([
      'RCT-0001',
      'RCT-0002',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await numbers({ from: today, to: today })).toHaveLength(2);
    expect(await numbers({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
    const backwards = await app.inject({
      url: endpointUrl(receiptEndpoints.list),
      query: { from: '2020-02-01', to: '2020-01-01' },
      headers: owner.headers,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual({ to: [messages.dateRangeInvalid] });
  });

  it('answers a sub-user of the store, and nobody without a session', async () => {
    const owner = await signUp(app);
    await paidLink(owner);
    expect((await list(await staffHeaders(app, owner))).total).toBe(1);
    const anonymous = await app.inject({ url: endpointUrl(receiptEndpoints.list) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('one receipt', () => {
  it("is the store's own: another store's id is not found, for reading, the PDF and resending", async () => {
    const owner = await signUp(app);
    await paidLink(owner);
    const [receipt] = (await list(owner.headers)).content;
    const id = receipt?.id ?? '';
    const read = await app.inject({
      url: endpointUrl(receiptEndpoints.get, { id }),
      headers: owner.headers,
    });
    expect(read.json<Receipt>()).toEqual(receipt);

    const stranger = await signUp(app);
    for (const request of [
      { url: endpointUrl(receiptEndpoints.get, { id }) },
      { url: endpointUrl(receiptEndpoints.pdf, { id }) },
      { url: endpointUrl(receiptEndpoints.resend, { id }), method: 'POST' as const, payload: {} },
    ]) {
      const answer = await app.inject({ ...request, headers: stranger.headers });
      expect(answer.statusCode, request.url).toBe(404);
    }
    const anonymous = await app.inject({ url: endpointUrl(receiptEndpoints.pdf, { id }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('downloads as a PDF with its number in it', async () => {
    const owner = await signUp(app, { businessname: 'Thames Tea' });
    await paidOrder(owner, 4_500, 3);
    const [receipt] = (await list(owner.headers)).content;
    const answer = await app.inject({
      url: endpointUrl(receiptEndpoints.pdf, { id: receipt?.id ?? '' }),
      headers: await staffHeaders(app, owner),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="RCT-0001.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title is the number (the info dictionary is never compressed).
    expect(answer.rawPayload.toString('latin1')).toContain('(RCT-0001)');
    expect(answer.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');

    // With the store's logo (read through the files module), the PDF draws it.
    const uploaded = await uploadImage(app, owner.headers, await picture('png', 120, 120), {
      purpose: 'logo',
    });
    const logoUrl = uploaded.json<{ imageURL: string }>().imageURL;
    const { db } = await testDatabase();
    await db.update(stores).set({ logoUrl }).where(eq(stores.systemId, owner.headers.systemid));
    const withLogo = await app.inject({
      url: endpointUrl(receiptEndpoints.pdf, { id: receipt?.id ?? '' }),
      headers: owner.headers,
    });
    expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('is resent to the payer or another address, recorded and logged', async () => {
    const owner = await signUp(app);
    await paidLink(owner, 7_000, 'ada.payer@example.com');
    const [receipt] = (await list(owner.headers)).content;
    const id = receipt?.id ?? '';
    const resend = (payload: object) =>
      app.inject({
        method: 'POST',
        url: endpointUrl(receiptEndpoints.resend, { id }),
        headers: owner.headers,
        payload,
      });

    const invalid = await resend({ email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual({ email: [messages.invalidEmail] });

    const again = await resend({ email: 'accounts@example.com' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ status: 200, message: 'Receipt RCT-0001 sent' });
    const mail = await latestMailTo('accounts@example.com');
    expect(mail?.subject).toContain('RCT-0001');
    expect(mail?.body).toContain(`http://olivia.test/r/${id}`);
    expect((await resend({})).statusCode).toBe(200);
    expect((await latestMailTo('ada.payer@example.com'))?.createdAt).toBeDefined();

    const log = (await auditOf(id)).map((entry) => [entry.action, entry.changes]);
    expect(log).toEqual([
      ['receipt.resent', { number: 'RCT-0001', to: 'accounts@example.com' }],
      ['receipt.resent', { number: 'RCT-0001', to: 'ada.payer@example.com' }],
    ]);
    const read = await app.inject({
      url: endpointUrl(receiptEndpoints.get, { id }),
      headers: owner.headers,
    });
    expect(read.json<Receipt>().emailedat).not.toBeNull();
  });
});

describe('the public receipt page', () => {
  it('shows the receipt by its id in the asked language, with its PDF; anything else is 404', async () => {
    const owner = await signUp(app, { businessname: 'Kemi Studio' });
    await paidLink(owner, 5_000);
    const [receipt] = (await list(owner.headers)).content;
    const id = receipt?.id ?? '';

    const page = await app.inject({ url: `/r/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('RCT-0001');
    expect(page.body).toContain('Kemi Studio');
    expect(page.body).toContain('₦5,000.00');
    expect(page.body).toContain(`href="/r/${id}/pdf"`);
    expect(page.body).toContain('Download PDF');

    const german = await app.inject({ url: `/r/${id}`, headers: { 'accept-language': 'de-DE' } });
    expect(german.body).toContain('PDF herunterladen');
    expect((await app.inject({ url: `/r/${id}?lang=fr` })).body).toContain('Télécharger le PDF');

    const pdf = await app.inject({ url: `/r/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    for (const url of [
      '/r/00000000-0000-4000-8000-000000000000',
      '/r/not-a-receipt',
      '/r/00000000-0000-4000-8000-000000000000/pdf',
    ]) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('This receipt does not exist');
    }
  });
});

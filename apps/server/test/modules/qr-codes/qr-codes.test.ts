import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import type { QrCode, QrCodeRequest, QrImageQuery } from '@olivia/contracts/qr-codes';
import { createProduct } from '../../helpers/catalog';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { createLink } from '../../helpers/payment-links';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const APP_URL = 'http://olivia.test';
const PERSON = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

const create = (owner: SignedIn, payload: object) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(qrCodeEndpoints.create),
    headers: owner.headers,
    payload,
  });

async function createCode(owner: SignedIn, body: QrCodeRequest): Promise<QrCode> {
  const response = await create(owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QrCode>();
}

async function getCode(owner: SignedIn, id: string): Promise<QrCode> {
  const response = await app.inject({
    url: endpointUrl(qrCodeEndpoints.get, { id }),
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QrCode>();
}

/** A scan from an address of its own (the limit is per address); '' sends no browser's name. */
const scan = (code: string, userAgent = PERSON) =>
  app.inject({
    url: `/q/${code}`,
    headers: { 'user-agent': userAgent },
    remoteAddress: uniqueAddress(),
  });

const image = (owner: SignedIn, id: string, query: QrImageQuery) =>
  app.inject({
    url: `${endpointUrl(qrCodeEndpoints.image, { id })}?${new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    )}`,
    headers: owner.headers,
  });

describeResourceCases({
  name: 'qr codes',
  app: () => app,
  endpoints: qrCodeEndpoints,
  validBody: (): QrCodeRequest => ({ label: 'Shop window', kind: 'store' }),
  invalidBody: {
    body: { label: ' ', kind: 'product', targetid: null, amount: 500 },
    fields: ['label', 'targetid', 'amount'],
  },
  updateBody: { active: false },
  make: async (owner) => (await createCode(owner, { label: 'Counter', kind: 'store' })).id,
  actions: [qrCodeEndpoints.image],
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

describe('what a code opens', () => {
  it("the store's page, a product's and a link's, each the store's own (another store's: 400)", async () => {
    const owner = await signUp(app, { businessname: 'Ada Fabrics' });
    const product = await createProduct(app, owner);
    const link = await createLink(app, owner, { amounttype: 'payer', minimumamount: 1000 });

    const store = await createCode(owner, { label: 'Door', kind: 'store' });
    expect(store.destination).toMatch(new RegExp(`^${APP_URL}/store/[\\w-]+$`));
    expect(store.targetname).toBe('Ada Fabrics');
    expect(store.scanurl).toBe(`${APP_URL}/q/${store.code}`);
    expect(store.code).toMatch(/^[A-Z0-9]{8}$/);
    const shoes = await createCode(owner, { label: 'Tag', kind: 'product', targetid: product.id });
    expect(shoes.destination).toBe(`${store.destination}/products/${product.id}`);
    const pay = await createCode(owner, {
      label: 'Deposit',
      kind: 'link',
      targetid: link.id,
      amount: 50_000,
    });
    expect(pay.destination).toBe(`${link.url}?amount=50000`);
    expect(pay.amount).toBe(50_000);
    expect((await auditOf(pay.id)).map((entry) => entry.action)).toEqual(['qr_code.created']);

    const stranger = await signUp(app);
    const theirProduct = await createProduct(app, stranger);
    const theirLink = await createLink(app, stranger);
    for (const body of [
      { label: 'x', kind: 'product', targetid: theirProduct.id },
      { label: 'x', kind: 'link', targetid: theirLink.id },
      { label: 'x', kind: 'link', targetid: product.id },
    ]) {
      const refused = await create(owner, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        details: { targetid: [paymentLinkMessages.qrTargetNotFound] },
      });
    }
  });

  it('takes an amount only for a payer-chooses link, at or above its minimum', async () => {
    const owner = await signUp(app);
    const fixed = await createLink(app, owner, { amounttype: 'fixed', amount: 7500 });
    const payer = await createLink(app, owner, { amounttype: 'payer', minimumamount: 1000 });
    const onFixed = await create(owner, {
      label: 'x',
      kind: 'link',
      targetid: fixed.id,
      amount: 9000,
    });
    expect(onFixed.statusCode).toBe(400);
    expect(onFixed.json()).toMatchObject({
      details: { amount: [paymentLinkMessages.qrAmountPayerLinkOnly] },
    });
    const below = await create(owner, {
      label: 'x',
      kind: 'link',
      targetid: payer.id,
      amount: 999,
    });
    expect(below.json()).toMatchObject({
      details: { amount: [paymentLinkMessages.amountBelowMinimum] },
    });
    const atMinimum = await createCode(owner, {
      label: 'x',
      kind: 'link',
      targetid: payer.id,
      amount: 1000,
    });
    const update = (amount: number | null) =>
      app.inject({
        method: 'PUT',
        url: endpointUrl(qrCodeEndpoints.update, { id: atMinimum.id }),
        headers: owner.headers,
        payload: { amount },
      });
    expect((await update(500)).statusCode).toBe(400);
    expect((await update(null)).json<QrCode>().destination).toBe(payer.url);
    expect((await update(2500)).json<QrCode>().destination).toBe(`${payer.url}?amount=2500`);
  });
});

describe('a scan of /q/<code>', () => {
  it('counts once per request, not for a bot, and sends the phone on with a 302', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { amounttype: 'payer', minimumamount: 1000 });
    const code = await createCode(owner, {
      label: 'Deposit',
      kind: 'link',
      targetid: link.id,
      amount: 50_000,
    });
    const first = await scan(code.code);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`${APP_URL}/pay/${link.slug}?amount=50000`);
    expect(first.headers['cache-control']).toBe('no-store');
    await scan(code.code);
    await scan(code.code, 'WhatsApp/2.23.20');
    await scan(code.code, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    const bare = await scan(code.code, '');
    expect(bare.statusCode).toBe(302);
    const after = await getCode(owner, code.id);
    expect(after.scans).toBe(2);
    expect(after.lastscannedat).not.toBeNull();

    // The amount arrives on the pay page's form.
    const page = await app.inject({ url: String(first.headers.location).replace(APP_URL, '') });
    expect(page.body).toMatch(/<input id="amount" name="amount" value="50000"/);
  });

  it('counts 50 parallel scans as 50', async () => {
    const owner = await signUp(app);
    const code = await createCode(owner, { label: 'Poster', kind: 'store' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => scan(code.code)));
    expect(answers.every((answer) => answer.statusCode === 302)).toBe(true);
    expect((await getCode(owner, code.id)).scans).toBe(50);
  });

  it('answers 404 for a switched-off, removed or unknown code, and 410 when its target is gone', async () => {
    const owner = await signUp(app);
    const code = await createCode(owner, { label: 'Poster', kind: 'store', active: false });
    const off = await scan(code.code);
    expect(off.statusCode).toBe(404);
    expect(off.headers['content-type']).toMatch(/^text\/html/);
    expect(off.body).toContain('This QR code does not work');
    expect((await getCode(owner, code.id)).scans).toBe(0);
    expect((await scan('ZZZZZZZZ')).statusCode).toBe(404);
    expect((await scan('not-a-code')).statusCode).toBe(404);

    const link = await createLink(app, owner);
    const linkCode = await createCode(owner, { label: 'Pay', kind: 'link', targetid: link.id });
    const removed = await app.inject({
      method: 'DELETE',
      url: endpointUrl(paymentLinkEndpoints.remove, { id: link.id }),
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await scan(linkCode.code);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This page is no longer available');
    expect((await getCode(owner, linkCode.id)).destination).toBeNull();

    const product = await createProduct(app, owner);
    const productCode = await createCode(owner, {
      label: 'Tag',
      kind: 'product',
      targetid: product.id,
    });
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(productEndpoints.remove, { id: product.id }),
      headers: owner.headers,
    });
    expect((await scan(productCode.code)).statusCode).toBe(410);
  });
});

describe('the images', () => {
  it('answer SVG and a PNG of the size asked, within bounds', async () => {
    const owner = await signUp(app);
    const code = await createCode(owner, { label: 'Poster', kind: 'store' });
    const svg = await image(owner, code.id, { format: 'svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg [^>]*width="1024"/);

    const png = await image(owner, code.id, { format: 'png', size: 2048 });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bytes = png.rawPayload;
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([2048, 2048]);

    expect((await image(owner, code.id, { format: 'png', size: 512 })).statusCode).toBe(400);
    expect((await image(owner, code.id, { format: 'png', size: 10_000 })).statusCode).toBe(400);
  });
});

describe("the store's own code (/website-link)", () => {
  it('is made once, on first use, even by two visits at once, and opens the storefront', async () => {
    const owner = await signUp(app);
    const ask = () =>
      app.inject({ url: endpointUrl(qrCodeEndpoints.storeCode), headers: owner.headers });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(first?.json<QrCode>().id).toBe(second?.json<QrCode>().id);
    const code = first?.json<QrCode>() as QrCode;
    expect(code.kind).toBe('store');
    expect((await ask()).json<QrCode>().id).toBe(code.id);
    const list = await app.inject({
      url: endpointUrl(qrCodeEndpoints.list),
      headers: owner.headers,
    });
    expect(list.json<{ total: number }>().total).toBe(1);
    expect((await scan(code.code)).headers.location).toBe(code.destination);
  });
});

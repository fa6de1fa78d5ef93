import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import type { Invoice, InvoiceList, InvoiceRequest } from '@olivia/contracts/invoices';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { payAccount } from '../../helpers/checkout';
import { signUp, uniqueAddress, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, latestMailTo } from '../../helpers/test-app';
import { walletBalance } from '../../helpers/wallet-balance';

let clock = new Date();
let app: FastifyInstance & { runDueJobs?: () => Promise<number> };
beforeAll(async () => {
  app = await buildTestApp({}, { jobs: { now: () => clock } });
});
afterAll(() => app.close());

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const newInvoice = (overrides: Partial<InvoiceRequest> = {}): InvoiceRequest => ({
  customername: 'Bola Ade',
  customeremail: uniqueEmail('bola'),
  lines: [
    { description: 'Ankara, 6 yards', quantity: 2, unitprice: 12_000 },
    { description: 'Tailoring', quantity: 1, unitprice: 5_000.5 },
  ],
  discount: 1_000,
  taxrate: 7.5,
  duedate: inDays(14),
  ...overrides,
});

const call = (
  owner: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
async function created(owner: SignedIn, overrides: Partial<InvoiceRequest> = {}) {
  const response = await call(
    owner,
    'POST',
    endpointUrl(invoiceEndpoints.create),
    newInvoice(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invoice>();
}
async function sent(owner: SignedIn, overrides: Partial<InvoiceRequest> = {}) {
  const invoice = await created(owner, overrides);
  const response = await call(
    owner,
    'POST',
    endpointUrl(invoiceEndpoints.send, { id: invoice.id }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invoice>();
}
const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
  remoteAddress: uniqueAddress(),
});

describeResourceCases({
  name: 'invoices',
  app: () => app,
  endpoints: invoiceEndpoints,
  validBody: () => newInvoice(),
  invalidBody: {
    body: { customername: ' ', customeremail: 'nope', lines: [], duedate: 'soon' },
    fields: ['customername', 'customeremail', 'lines', 'duedate'],
  },
  updateBody: newInvoice(),
  make: async (owner) => (await created(owner)).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
  actions: [
    invoiceEndpoints.send,
    invoiceEndpoints.void,
    invoiceEndpoints.remind,
    invoiceEndpoints.pdf,
  ],
});

describe('an invoice', () => {
  it('adds up its lines, discount and tax (half up), and refuses what cannot be billed', async () => {
    const owner = await signUp(app);
    const invoice = await created(owner);
    // 24,000 + 5,000.50 − 1,000 = 28,000.50; 7.5% = 2,100.0375 → 2,100.04.
    expect(invoice).toMatchObject({
      number: '',
      status: 'draft',
      subtotal: 29_000.5,
      discount: 1_000,
      tax: 2_100.04,
      total: 30_100.54,
      amountdue: 30_100.54,
      url: '',
    });
    const refusals = await Promise.all([
      call(owner, 'POST', endpointUrl(invoiceEndpoints.create), newInvoice({ lines: [] })),
      call(owner, 'POST', endpointUrl(invoiceEndpoints.create), newInvoice({ discount: 40_000 })),
      call(
        owner,
        'POST',
        endpointUrl(invoiceEndpoints.create),
        newInvoice({ duedate: inDays(-1) }),
      ),
    ]);
    expect(refusals.map((r) => r.json().error)).toEqual([
      'Bad Request',
      invoiceMessages.discountAboveSubtotal,
      invoiceMessages.dueDateInPast,
    ]);
    expect(refusals[0]?.json().details).toEqual({ lines: [invoiceMessages.invoiceNeedsLine] });
  });

  it('is numbered when sent, without gaps, and the customer is e-mailed its page', async () => {
    const owner = await signUp(app, { businessname: 'Kemi Studio' });
    const draft = await created(owner);
    const first = await sent(owner, { customeremail: 'bola@example.com' });
    expect(first).toMatchObject({ number: 'INV-0001', status: 'sent' });
    expect(first.url).toBe(`http://olivia.test/i/${first.id}`);
    const mail = await latestMailTo('bola@example.com');
    expect(mail?.subject).toBe('Invoice INV-0001 from Kemi Studio');
    expect(mail?.body).toContain(first.url);
    expect(
      (await call(owner, 'DELETE', endpointUrl(invoiceEndpoints.remove, { id: draft.id })))
        .statusCode,
    ).toBe(200);
    expect((await sent(owner)).number).toBe('INV-0002');
    const raced = await Promise.all([created(owner), created(owner)]);
    const numbers = await Promise.all(
      raced.map(
        async (invoice) =>
          (
            await call(owner, 'POST', endpointUrl(invoiceEndpoints.send, { id: invoice.id }))
          ).json<Invoice>().number,
      ),
    );
    expect(numbers.sort()).toEqual(['INV-0003', 'INV-0004']);
    expect((await auditOf(first.id)).map((entry) => entry.action)).toEqual([
      'invoice.created',
      'invoice.sent',
    ]);
  });

  it('is paid half by transfer, then the rest by card on its page; then it is locked', async () => {
    const owner = await signUp(app);
    const invoice = await sent(owner, {
      lines: [{ description: 'Deposit', quantity: 1, unitprice: 20_000 }],
      discount: 0,
      taxrate: 0,
    });
    const page = await app.inject({ url: `/i/${invoice.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₦20,000.00');
    const half = await app.inject({
      url: `/i/${invoice.id}`,
      ...form({ amount: '10000', method: 'transfer', bank: '035' }),
    });
    expect(half.statusCode, half.body).toBe(303);
    const account = await app.inject({ url: String(half.headers.location) });
    const accountNumber = /<dd><span>(\d+)<\/span>/.exec(account.body)?.[1] ?? '';
    await payAccount(app, accountNumber);
    const partly = (
      await call(owner, 'GET', endpointUrl(invoiceEndpoints.get, { id: invoice.id }))
    ).json<Invoice>();
    expect(partly).toMatchObject({
      status: 'partiallypaid',
      amountpaid: 10_000,
      amountdue: 10_000,
    });
    // What came in this month counts the part payment, not only invoices fully paid.
    expect((await call(owner, 'GET', endpointUrl(invoiceEndpoints.totals))).json()).toMatchObject({
      outstanding: 10_000,
      paidthismonth: 10_000,
    });
    const tooMuch = await app.inject({
      url: `/i/${invoice.id}`,
      ...form({ amount: '10000.01', method: 'card' }),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain(invoiceMessages.amountAboveDue);
    const rest = await app.inject({
      url: `/i/${invoice.id}`,
      ...form({ amount: '10000', method: 'card' }),
    });
    const cardPage = String(rest.headers.location);
    expect(cardPage).toMatch(/^\/sandbox-card\/inv_/);
    const back = await app.inject({ url: cardPage, ...form({ number: '4084084084084081' }) });
    await app.inject({ url: String(back.headers.location).replace('http://olivia.test', '') });
    const paid = (
      await call(owner, 'GET', endpointUrl(invoiceEndpoints.get, { id: invoice.id }))
    ).json<Invoice>();
    expect(paid).toMatchObject({ status: 'paid', amountpaid: 20_000, amountdue: 0 });
    expect(await walletBalance(owner.body.systemid)).toBe(20_000_00n - 100_00n - 250_00n);
    const locked = await call(
      owner,
      'PUT',
      endpointUrl(invoiceEndpoints.update, { id: invoice.id }),
      newInvoice(),
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ error: invoiceMessages.invoiceLocked });
    expect(
      (await call(owner, 'POST', endpointUrl(invoiceEndpoints.void, { id: invoice.id }))).json(),
    ).toEqual({
      error: invoiceMessages.invoiceCannotVoid,
    });
    expect((await app.inject({ url: `/i/${invoice.id}` })).body).toContain('This invoice is paid');
    const pdf = await app.inject({ url: `/i/${invoice.id}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('once void takes no payment; a draft has no page', async () => {
    const owner = await signUp(app);
    const invoice = await sent(owner);
    const voided = await call(
      owner,
      'POST',
      endpointUrl(invoiceEndpoints.void, { id: invoice.id }),
    );
    expect(voided.json<Invoice>().status).toBe('void');
    const refused = await app.inject({
      url: `/i/${invoice.id}`,
      ...form({ amount: '100', method: 'card' }),
    });
    expect(refused.statusCode).toBe(409);
    const draft = await created(owner);
    expect((await app.inject({ url: `/i/${draft.id}` })).statusCode).toBe(404);
  });

  it('reminds the customer before and after its due date, while something is due', async () => {
    const owner = await signUp(app, { businessname: 'Kemi Studio' });
    const email = uniqueEmail('late');
    const invoice = await sent(owner, { customeremail: email, duedate: inDays(5) });
    clock = new Date(Date.now() + 3 * 86_400_000);
    while ((await app.runDueJobs?.()) ?? 0) {
      // the reminder 3 days before the due date
    }
    expect((await latestMailTo(email))?.subject).toBe(
      'Reminder: invoice INV-0001 from Kemi Studio',
    );
    expect((await auditOf(invoice.id)).map((entry) => entry.action)).toContain('invoice.reminded');
    clock = new Date();
  });

  it('is filtered by status and overdue, and totalled', async () => {
    const owner = await signUp(app);
    await created(owner);
    await sent(owner);
    const list = async (query: Record<string, string>) =>
      (
        await app.inject({ url: endpointUrl(invoiceEndpoints.list), query, headers: owner.headers })
      ).json<InvoiceList>();
    expect((await list({ status: 'draft' })).total).toBe(1);
    expect((await list({ status: 'sent' })).total).toBe(1);
    expect((await list({ status: 'overdue' })).total).toBe(0);
    expect((await list({ q: 'INV-0001' })).total).toBe(1);
    const totals = (await call(owner, 'GET', endpointUrl(invoiceEndpoints.totals))).json();
    expect(totals).toMatchObject({ currency: 'NGN', outstanding: 30_100.54, overdue: 0 });
  });
});

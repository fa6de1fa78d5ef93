import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import type { CardPaymentList } from '@olivia/contracts/card-payments';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import type { Invoice } from '@olivia/contracts/invoices';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { serverErrors } from '@olivia/contracts/messages';
import { splitPaymentMessages } from '@olivia/contracts/split-payment-messages';
import {
  splitGroupEndpoints,
  splitPayeeEndpoints,
  splitShareEndpoints,
} from '@olivia/contracts/split-payment-endpoints';
import type {
  SplitGroup,
  SplitGroupRequest,
  SplitPayee,
  SplitPayeeRequest,
  SplitPreview,
  SplitShareList,
} from '@olivia/contracts/split-payments';
import { payouts } from '../../../src/db/schema/transfers';
import { createSandboxProvider } from '../../../src/payments/sandbox/sandbox-provider';
import { payAccount, placeOrder } from '../../helpers/checkout';
import { createProduct } from '../../helpers/catalog';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { createLink, newLink, startedPayment } from '../../helpers/payment-links';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { ACCESS_BANK, PIN, SANDBOX_ACCOUNTS, setPin } from '../../helpers/transfers';
import '../../helpers/verify-ledger';
import { walletBalance } from '../../helpers/wallet-balance';

let clock = new Date();
let app: FastifyInstance & { runDueJobs?: () => Promise<number> };
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      provider: (webhookSecret) => createSandboxProvider({ webhookSecret, quickSettleMs: 0 }),
      jobs: { now: () => clock },
    },
  );
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const payeeBody = (overrides: Partial<SplitPayeeRequest> = {}): SplitPayeeRequest => ({
  name: 'Kemi Tailoring',
  bankcode: ACCESS_BANK,
  accountnumber: SANDBOX_ACCOUNTS.success,
  email: 'kemi@example.com',
  ...overrides,
});

async function payee(owner: SignedIn, overrides: Partial<SplitPayeeRequest> = {}) {
  const response = await call(
    owner.headers,
    'POST',
    endpointUrl(splitPayeeEndpoints.create),
    payeeBody(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SplitPayee>();
}

async function group(owner: SignedIn, body: SplitGroupRequest) {
  const response = await call(owner.headers, 'POST', endpointUrl(splitGroupEndpoints.create), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SplitGroup>();
}

/** A link of `amount` split by `splitgroupid`, paid in full by transfer. */
async function paidLink(owner: SignedIn, splitgroupid: string, amount = 10_000) {
  const link = await createLink(app, owner, { amount, splitgroupid });
  const payment = await startedPayment(app, link.slug, { method: 'transfer' });
  await payAccount(app, payment.account?.accountnumber ?? '');
  return payment;
}

const shares = async (owner: SignedIn, query: Record<string, string> = {}) =>
  (
    await app.inject({ url: endpointUrl(splitShareEndpoints.list), query, headers: owner.headers })
  ).json<SplitShareList>();

async function payoutsOf(storeId: string) {
  const { db } = await testDatabase();
  return db.select().from(payouts).where(eq(payouts.storeId, storeId));
}

describe('split payees', () => {
  it('are confirmed by name enquiry, kept to the main user, and never another store’s', async () => {
    const owner = await signUp(app);
    const created = await payee(owner);
    expect(created).toMatchObject({
      name: 'Kemi Tailoring',
      bankname: 'Access Bank',
      accountname: 'Sandbox Success Account',
      active: true,
      paidout: 0,
      owed: 0,
    });
    const unknown = await call(
      owner.headers,
      'POST',
      endpointUrl(splitPayeeEndpoints.create),
      payeeBody({ accountnumber: SANDBOX_ACCOUNTS.notFound }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: serverErrors.nameEnquiryFailed });
    expect(
      (
        await call(
          owner.headers,
          'POST',
          endpointUrl(splitPayeeEndpoints.create),
          payeeBody({ accountnumber: '123' }),
        )
      ).statusCode,
    ).toBe(400);

    const staff = await staffHeaders(app, owner, { allowsubusertransfer: true });
    expect(
      (await call(staff, 'POST', endpointUrl(splitPayeeEndpoints.create), payeeBody())).statusCode,
    ).toBe(403);
    const seen = await call(staff, 'GET', endpointUrl(splitPayeeEndpoints.list));
    expect(seen.json<{ total: number }>().total).toBe(1);

    const other = await signUp(app);
    const foreign = endpointUrl(splitPayeeEndpoints.update, { id: created.id });
    expect((await call(other.headers, 'PUT', foreign, payeeBody())).statusCode).toBe(404);
    expect((await call(other.headers, 'GET', foreign)).statusCode).toBe(404);

    const london = await signUp(app, { currency: 'GBP', phone: '+447700900123' });
    const refused = await call(london.headers, 'GET', endpointUrl(splitPayeeEndpoints.list));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: splitPaymentMessages.splitNgnOnly });
  });
});

describe('split groups', () => {
  it('refuse more than 100%, a payee twice and another store’s payee, and preview each party', async () => {
    const owner = await signUp(app);
    const kemi = await payee(owner);
    const other = await payee(await signUp(app));
    const url = endpointUrl(splitGroupEndpoints.create);
    const refused = [
      { name: 'Too much', type: 'percentage', members: [{ payeeid: kemi.id, share: 100.01 }] },
      {
        name: 'Twice',
        type: 'percentage',
        members: [
          { payeeid: kemi.id, share: 10 },
          { payeeid: kemi.id, share: 10 },
        ],
      },
      { name: 'None', type: 'percentage', members: [] },
    ];
    for (const body of refused)
      expect((await call(owner.headers, 'POST', url, body)).statusCode).toBe(400);
    const foreign = await call(owner.headers, 'POST', url, {
      name: 'Foreign',
      type: 'flat',
      members: [{ payeeid: other.id, share: 500 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: splitPaymentMessages.splitPayeeNotFound });

    const partners = await group(owner, {
      name: 'Tailor 20%',
      type: 'percentage',
      bearer: 'proportional',
      members: [{ payeeid: kemi.id, share: 20 }],
    });
    expect(partners).toMatchObject({
      members: [{ payeeid: kemi.id, payeename: 'Kemi Tailoring', share: 20 }],
      payments: 0,
    });
    const preview = await call(owner.headers, 'POST', endpointUrl(splitGroupEndpoints.preview), {
      type: 'percentage',
      bearer: 'proportional',
      members: [{ share: 20 }],
      amount: 10_000,
    });
    const parts = preview.json<SplitPreview>();
    const fee = parts.transfer.fee;
    expect(parts.transfer.payees[0]?.gross).toBe(2_000);
    expect(parts.transfer.payees[0]?.fee).toBe(Math.floor(fee * 20) / 100);
    expect((parts.transfer.payees[0]?.net ?? 0) + parts.transfer.store.net + fee).toBeCloseTo(
      10_000,
      2,
    );

    // One group splits the storefront: choosing another takes it off the first.
    const first = await group(owner, {
      name: 'Shop A',
      type: 'flat',
      members: [{ payeeid: kemi.id, share: 100 }],
      storefront: true,
    });
    await group(owner, {
      name: 'Shop B',
      type: 'flat',
      members: [{ payeeid: kemi.id, share: 200 }],
      storefront: true,
    });
    const again = await call(
      owner.headers,
      'GET',
      endpointUrl(splitGroupEndpoints.get, { id: first.id }),
    );
    expect(again.json<SplitGroup>().storefront).toBe(false);
    // A payee in a group is not deleted.
    const remove = await call(
      owner.headers,
      'DELETE',
      endpointUrl(splitPayeeEndpoints.remove, { id: kemi.id }),
    );
    expect(remove.statusCode).toBe(409);
  });
});

describe('a split payment', () => {
  it('pays each payee their share through the payout path in the payment’s unit of work', async () => {
    const owner = await signUp(app);
    const kemi = await payee(owner);
    const tunde = await payee(owner, { name: 'Tunde Logistics' });
    const split = await group(owner, {
      name: 'Partners',
      type: 'percentage',
      bearer: 'store',
      members: [
        { payeeid: kemi.id, share: 12.5 },
        { payeeid: tunde.id, share: 7.5 },
      ],
    });
    const before = await walletBalance(owner.body.systemid);
    await paidLink(owner, split.id);
    const list = await shares(owner);
    expect(
      list.content.map((share) => [share.payeename, share.gross, share.fee, share.net]).sort(),
    ).toEqual([
      ['Kemi Tailoring', 1_250, 0, 1_250],
      ['Tunde Logistics', 750, 0, 750],
    ]);
    expect(list.content.every((share) => share.status === 'successful')).toBe(true);
    // The store bears the whole fee: the wallet keeps ₦8,000 less the transfer fee.
    const kept = await walletBalance(owner.body.systemid);
    const storeId = (await payoutStore(list.content[0]?.payoutref ?? '')) ?? '';
    const paid = (await payoutsOf(storeId)).filter((row) => row.kind === 'split');
    const byAmount = [...paid].sort((a, b) => Number(a.amount - b.amount));
    expect(byAmount.map((row) => [row.accountName, row.amount, row.fee, row.status])).toEqual([
      ['Sandbox Success Account', 750_00n, 0n, 'successful'],
      ['Sandbox Success Account', 1_250_00n, 0n, 'successful'],
    ]);
    expect(kept - before).toBeLessThan(8_000_00n);
    expect(kept - before).toBeGreaterThan(7_500_00n);
    const groupAfter = await call(
      owner.headers,
      'GET',
      endpointUrl(splitGroupEndpoints.get, { id: split.id }),
    );
    expect(groupAfter.json<SplitGroup>()).toMatchObject({ payments: 1, paidout: 2_000, links: 1 });
  });

  it('gives a failed payout back to the wallet, and takes a refunded share back from the next one', async () => {
    const owner = await signUp(app);
    await setPin(app, owner.headers);
    const failing = await payee(owner, {
      name: 'Closed Account',
      accountnumber: SANDBOX_ACCOUNTS.fails,
    });
    const kemi = await payee(owner);
    const split = await group(owner, {
      name: 'Half',
      type: 'percentage',
      members: [
        { payeeid: kemi.id, share: 50 },
        { payeeid: failing.id, share: 10 },
      ],
    });

    // A card payment of ₦10,000, split: Kemi ₦5,000, the closed account ₦1,000 (which fails).
    const link = await createLink(app, owner, { amount: 10_000, splitgroupid: split.id });
    const payment = await startedPayment(app, link.slug, { method: 'card' });
    await app.inject({
      url: payment.checkouturl,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4084084084084081&expiry=09%2F30',
      remoteAddress: uniqueAddress(),
    });
    await app.inject({ url: `/pay/${link.slug}/p/${payment.id}` });
    // The closed account's payout fails a moment later: its ₦1,000 comes back.
    await waitFor(
      async () => (await shares(owner, { payeeid: failing.id })).content[0]?.status === 'failed',
    );
    // ₦10,000 less the ₦250 card fee, less Kemi's ₦5,000: the closed account's ₦1,000 is back.
    expect(await walletBalance(owner.body.systemid)).toBe(4_750_00n);

    // Refund ₦4,000 of it: Kemi owes half of that (her share was 50%), taken from her next share.
    const [charge] = (
      await app.inject({ url: endpointUrl(cardPaymentEndpoints.list), headers: owner.headers })
    ).json<CardPaymentList>().content;
    const refunded = await call(
      owner.headers,
      'POST',
      endpointUrl(cardPaymentEndpoints.refund, { id: charge?.id ?? '' }),
      {
        amount: 4_000,
        reason: 'Returned',
        pin: PIN,
        ref: randomUUID(),
      },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    while (((await app.runDueJobs?.()) ?? 0) > 0) {
      // the refund's job
    }
    const owing = await call(
      owner.headers,
      'GET',
      endpointUrl(splitPayeeEndpoints.get, { id: kemi.id }),
    );
    expect(owing.json<SplitPayee>()).toMatchObject({ owed: 2_000, paidout: 5_000 });

    await paidLink(owner, split.id);
    const next = (await shares(owner, { payeeid: kemi.id, sort: 'createdat', order: 'desc' }))
      .content[0];
    expect(next).toMatchObject({ gross: 5_000, withheld: 2_000, net: 3_000 });
    const settled = await call(
      owner.headers,
      'GET',
      endpointUrl(splitPayeeEndpoints.get, { id: kemi.id }),
    );
    expect(settled.json<SplitPayee>()).toMatchObject({ owed: 0, paidout: 8_000 });
  });
});

describe('what a split shares', () => {
  it("shares an invoice's payment and a storefront order's, and refuses another store's split", async () => {
    const owner = await signUp(app);
    const kemi = await payee(owner);
    const tenth = await group(owner, {
      name: 'Tenth',
      type: 'percentage',
      members: [{ payeeid: kemi.id, share: 10 }],
      storefront: true,
    });
    // An invoice split by it, paid in full by transfer.
    const created = await call(owner.headers, 'POST', endpointUrl(invoiceEndpoints.create), {
      customername: 'Bola Ade',
      customeremail: 'bola.split@example.com',
      lines: [{ description: 'Tailoring', quantity: 1, unitprice: 20_000 }],
      duedate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      splitgroupid: tenth.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json<Invoice>();
    expect(invoice.splitgroupid).toBe(tenth.id);
    await call(owner.headers, 'POST', endpointUrl(invoiceEndpoints.send, { id: invoice.id }));
    const started = await app.inject({
      url: `/i/${invoice.id}`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ amount: '20000', method: 'transfer', bank: '035' }).toString(),
      remoteAddress: uniqueAddress(),
    });
    const account = await app.inject({ url: String(started.headers.location) });
    await payAccount(app, /<dd><span>(\d+)<\/span>/.exec(account.body)?.[1] ?? '');
    // A storefront order: the store's storefront split takes it.
    const product = await createProduct(app, owner, { price: 5_000, stock: 3 });
    const placed = await placeOrder(app, owner, [
      { productid: product.id, variantid: null, quantity: 2 },
    ]);
    await payAccount(app, placed.order.payment?.accountnumber ?? '');
    const list = await shares(owner, { groupid: tenth.id });
    expect(list.content.map((share) => share.gross).sort((a, b) => a - b)).toEqual([1_000, 2_000]);

    const other = await signUp(app);
    const refused = await call(
      other.headers,
      'POST',
      endpointUrl(paymentLinkEndpoints.create),
      newLink({ amount: 1_000, splitgroupid: tenth.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: splitPaymentMessages.splitGroupNotFound });
  });
});

async function payoutStore(ref: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(payouts).where(eq(payouts.ref, ref));
  return row?.storeId;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

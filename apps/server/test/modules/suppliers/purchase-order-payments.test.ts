import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { supplierMessages } from '@olivia/contracts/supplier-messages';
import type { PurchaseOrder } from '@olivia/contracts/purchase-orders';
import type { TransferValidation } from '@olivia/contracts/transfer';
import { purchaseOrderPayments, suppliers } from '../../../src/db/schema/suppliers';
import { createSandboxProvider } from '../../../src/payments/sandbox/sandbox-provider';
import { uniqueAddress, type SignedIn } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import {
  fundWallet,
  merchantWithMoney,
  minor,
  PIN,
  SANDBOX_ACCOUNTS,
  setStaffPin,
} from '../../helpers/transfers';
import '../../helpers/verify-ledger';
import { walletBalance } from '../../helpers/wallet-balance';
import { orderedFabric, poCall } from './supplier-calls';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    { provider: (webhookSecret) => createSandboxProvider({ webhookSecret, quickSettleMs: 0 }) },
  );
});
afterAll(() => app.close());

type Headers = Record<string, string>;

async function quote(headers: Headers, id: string, amount: number): Promise<TransferValidation> {
  const response = await poCall(app, headers, 'paymentQuote', id, { amount });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const pay = (headers: Headers, id: string, body: { amount: number; ref: string; pin?: string }) =>
  poCall(app, headers, 'pay', id, { pin: PIN, ...body });

async function supplierPaid(id: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  return row?.paid;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A store with ₦100,000 and an ordered PO of 10 × ₦2,500 + ₦1,000 shipping (₦26,000). */
async function storeWithOrder(account: string = SANDBOX_ACCOUNTS.success) {
  const owner = await merchantWithMoney(app, 100_000);
  const { order, supplier } = await orderedFabric(app, owner, 10);
  if (account !== SANDBOX_ACCOUNTS.success) {
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/olivia/suppliers/${supplier.id}`,
      headers: owner.headers,
      payload: { accountnumber: account },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return { owner, order, supplier };
}

describe('paying a supplier against a purchase order', () => {
  it('pays from the wallet with the PIN; the order and the supplier record it with the account log', async () => {
    const { owner, order, supplier } = await storeWithOrder();
    const before = await walletBalance(owner.headers.systemid);
    const validation = await quote(owner.headers, order.id, 10_000);
    const paid = await pay(owner.headers, order.id, { amount: 10_000, ref: validation.ref });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      paid: 10_000,
      due: 16_000,
      payments: [{ amount: 10_000, reference: validation.ref }],
    });
    expect(await walletBalance(owner.headers.systemid)).toBe(
      before - minor(10_000) - minor(validation.fee),
    );
    expect(await supplierPaid(supplier.id)).toBe(minor(10_000));
    const audit = (await auditOf(order.id)).map((row) => row.action);
    expect(audit).toContain('purchase_order.paid');

    const above = await quote(owner.headers, order.id, 20_000).catch(() => undefined);
    expect(above).toBeUndefined();
    const refused = await poCall(app, owner.headers, 'paymentQuote', order.id, {
      amount: 16_000.01,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(invoiceMessages.amountAboveDue);
  });

  it('a retried request pays once, in turn and at the same time', async () => {
    const { owner, order } = await storeWithOrder();
    const validation = await quote(owner.headers, order.id, 5_000);
    const body = { amount: 5_000, ref: validation.ref };
    const together = await Promise.all([1, 2, 3].map(() => pay(owner.headers, order.id, body)));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const later = await pay(owner.headers, order.id, body);
    expect(later.statusCode).toBe(200);
    expect((later.json() as PurchaseOrder).paid).toBe(5_000);
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(purchaseOrderPayments)
      .where(eq(purchaseOrderPayments.purchaseOrderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('parallel payments of different quotes never pay more than is due', async () => {
    const { owner, order, supplier } = await storeWithOrder();
    const quotes = await Promise.all([1, 2, 3].map(() => quote(owner.headers, order.id, 26_000)));
    const before = await walletBalance(owner.headers.systemid);
    const answers = await Promise.all(
      quotes.map((q) => pay(owner.headers, order.id, { amount: 26_000, ref: q.ref })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await supplierPaid(supplier.id)).toBe(minor(26_000));
    expect(await walletBalance(owner.headers.systemid)).toBe(
      before - minor(26_000) - minor(quotes[0]?.fee ?? 0),
    );
  });

  it('a payout the bank fails gives the money back to the wallet, the order and the supplier', async () => {
    const { owner, order, supplier } = await storeWithOrder(SANDBOX_ACCOUNTS.fails);
    const before = await walletBalance(owner.headers.systemid);
    const validation = await quote(owner.headers, order.id, 6_000);
    expect(
      (await pay(owner.headers, order.id, { amount: 6_000, ref: validation.ref })).statusCode,
    ).toBe(200);
    await waitFor(async () => {
      const current = (await poCall(app, owner.headers, 'get', order.id)).json() as PurchaseOrder;
      return current.payments[0]?.status === 'failed';
    });
    const current = (await poCall(app, owner.headers, 'get', order.id)).json() as PurchaseOrder;
    expect(current).toMatchObject({ paid: 0, due: 26_000 });
    expect(await supplierPaid(supplier.id)).toBe(0n);
    expect(await walletBalance(owner.headers.systemid)).toBe(before);
    expect((await auditOf(order.id)).map((row) => row.action)).toContain(
      'purchase_order.payment_failed',
    );
  });

  it("is for the main user or a sub-user allowed to transfer; another store's order is not found", async () => {
    const { owner, order } = await storeWithOrder();
    const clerk = await staffHeaders(app, owner);
    expect((await poCall(app, clerk, 'paymentQuote', order.id, { amount: 1_000 })).statusCode).toBe(
      403,
    );
    const mainQuote = await quote(owner.headers, order.id, 1_000);
    expect((await pay(clerk, order.id, { amount: 1_000, ref: mainQuote.ref })).statusCode).toBe(
      403,
    );

    const cashier = await staffHeaders(app, owner, { allowsubusertransfer: true });
    await setStaffPin(app, owner.headers);
    const cashierQuote = await quote(cashier, order.id, 1_000);
    const byCashier = await pay(cashier, order.id, { amount: 1_000, ref: cashierQuote.ref });
    expect(byCashier.statusCode, byCashier.body).toBe(200);

    const wrongPin = await pay(owner.headers, order.id, {
      amount: 1_000,
      ref: mainQuote.ref,
      pin: '9999',
    });
    expect(wrongPin.statusCode).toBe(400);

    const other: SignedIn = await merchantWithMoney(app, 1_000);
    await fundWallet(app, other.headers, 1_000);
    expect(
      (await poCall(app, other.headers, 'paymentQuote', order.id, { amount: 100 })).statusCode,
    ).toBe(404);
    expect(
      (await pay(other.headers, order.id, { amount: 1_000, ref: mainQuote.ref })).statusCode,
    ).toBe(404);
    expect((await poCall(app, other.headers, 'get', order.id)).statusCode).toBe(404);
    const current = (await poCall(app, owner.headers, 'get', order.id)).json() as PurchaseOrder;
    expect(current.paid).toBe(1_000);
  });

  it('refuses a draft, and a supplier without a bank account', async () => {
    const owner = await merchantWithMoney(app, 10_000);
    const { order, supplier } = await orderedFabric(app, owner, 1);
    const cancelled = await poCall(app, owner.headers, 'move', order.id, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    const refused = await poCall(app, owner.headers, 'paymentQuote', order.id, { amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(supplierMessages.purchaseOrderNotPayable);
    expect(supplier.accountnumber).not.toBe('');
  });

  it('limits quotes per client: the 31st in 5 minutes is refused, another client still quotes', async () => {
    const { owner, order } = await storeWithOrder();
    const address = uniqueAddress();
    const ask = (from: string) =>
      poCall(app, owner.headers, 'paymentQuote', order.id, { amount: 100 }, from);
    for (let i = 0; i < 30; i += 1) expect((await ask(address)).statusCode).toBe(200);
    expect((await ask(address)).statusCode).toBe(429);
    expect((await ask(uniqueAddress())).statusCode).toBe(200);
  });
});

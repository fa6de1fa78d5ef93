import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { ManualOrderResponse } from '@olivia/contracts/manual-orders';
import { messages } from '@olivia/contracts/messages';
import { cardMessages } from '@olivia/contracts/card-messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { OrderRefundRequest, OrderRefunds } from '@olivia/contracts/order-refunds';
import type { OrderDetail } from '@olivia/contracts/orders';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { createSandboxProvider } from '../../../src/payments/sandbox/sandbox-provider';
import { createProduct } from '../../helpers/catalog';
import { payAccount, publicOrder } from '../../helpers/checkout';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { PIN, setPin, setStaffPin } from '../../helpers/transfers';
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

async function runJobs() {
  const was = clock;
  clock = new Date(clock.getTime() + 60_000);
  while (((await app.runDueJobs?.()) ?? 0) > 0) {
    // until nothing is due
  }
  clock = was;
}

type Headers = Record<string, string>;

/** A store with its PIN and an order of two ₦8,000 wraps and ₦1,500 delivery, paid as asked. */
async function paidOrder(payment: 'cash' | 'transfer' | 'card' = 'transfer') {
  const owner = await signUp(app);
  await setPin(app, owner.headers);
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 8_000, stock: 10 });
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(orderEndpoints.create),
    headers: owner.headers,
    payload: {
      name: 'Chidi Obi',
      email: uniqueEmail('buyer'),
      items: [{ productid: wrap.id, variantid: null, quantity: 2 }],
      deliveryfee: 1_500,
      address: '7 Awolowo Road',
      city: 'Lagos',
      payment,
      bank: '035',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { order, customerurl } = response.json<ManualOrderResponse>();
  if (payment === 'transfer') await payAccount(app, order.payment?.accountnumber ?? '');
  if (payment === 'card') {
    const token = customerurl.split('#')[1] ?? '';
    const page = await publicOrder(app, order.id, token);
    const checkout = page.json<{ checkouturl: string }>().checkouturl;
    await app.inject({
      url: checkout,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: '4084084084084081', expiry: '09/30' }).toString(),
    });
    await publicOrder(app, order.id, token);
  }
  const detail = await getOrder(owner, order.id);
  expect(detail.paymentstate).toBe('paid');
  return { owner, order: detail };
}

const getOrder = async (owner: SignedIn, id: string) =>
  (
    await app.inject({ url: endpointUrl(orderEndpoints.get, { id }), headers: owner.headers })
  ).json<OrderDetail>();

const refund = (headers: Headers, id: string, body: OrderRefundRequest) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(orderEndpoints.refund, { id }),
    headers,
    payload: body,
  });

const body = (overrides: Partial<OrderRefundRequest> = {}): OrderRefundRequest => ({
  reason: 'One wrap arrived torn',
  method: 'cash',
  pin: PIN,
  ref: randomUUID(),
  ...overrides,
});

describe('refunding an order', () => {
  it('in cash: a line and the delivery, then the rest, and the order is refunded', async () => {
    const { owner, order } = await paidOrder('cash');
    const [line] = order.items;
    const balance = await walletBalance(owner.body.systemid);
    const first = await refund(
      owner.headers,
      order.id,
      body({ items: [{ itemid: line?.id ?? '', quantity: 1 }], delivery: true }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<OrderRefunds>()).toMatchObject({
      paid: 17_500,
      refunded: 9_500,
      refundable: 8_000,
      refunds: [
        {
          method: 'cash',
          amount: 9_500,
          status: 'processed',
          delivery: true,
          items: [{ name: 'Adire wrap', quantity: 1 }],
        },
      ],
    });
    expect((await getOrder(owner, order.id)).orderStatus).toBe('paid');
    // Too much, then a line more than was bought: refused, nothing moves.
    const over = await refund(owner.headers, order.id, body({ amount: 8_000.01 }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: cardMessages.refundAboveRefundable });
    const extra = await refund(
      owner.headers,
      order.id,
      body({ items: [{ itemid: line?.id ?? '', quantity: 2 }] }),
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toEqual({ 'items.0': [orderMessages.returnQuantityTooHigh] });

    const rest = await refund(owner.headers, order.id, body({ amount: 8_000 }));
    expect(rest.json<OrderRefunds>()).toMatchObject({ refunded: 17_500, refundable: 0 });
    const after = await getOrder(owner, order.id);
    expect(after.orderStatus).toBe('refunded');
    expect(after.timeline.at(-1)).toMatchObject({
      code: 'statusChanged',
      note: 'One wrap arrived torn',
    });
    // Cash is the till's: the wallet did not move.
    expect(await walletBalance(owner.body.systemid)).toBe(balance);
    expect((await auditOf(order.id)).filter((e) => e.action === 'order.refunded')).toHaveLength(2);
  });

  it('is idempotent by ref, needs the PIN, and refuses a ref another order used', async () => {
    const { owner, order } = await paidOrder('cash');
    const asked = body({ amount: 1_000 });
    await refund(owner.headers, order.id, asked);
    const again = await refund(owner.headers, order.id, asked);
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderRefunds>().refunds).toHaveLength(1);
    const wrongPin = await refund(owner.headers, order.id, body({ amount: 1_000, pin: '0000' }));
    expect(wrongPin.json()).toMatchObject({ error: messages.incorrectPin });
    const other = await paidOrder('cash');
    const reused = await refund(other.owner.headers, other.order.id, asked);
    expect(reused.statusCode).toBe(404);
    const foreign = await refund(other.owner.headers, order.id, body({ amount: 1_000 }));
    expect(foreign.statusCode).toBe(404);
  });

  it('to the card it was paid with, from the wallet, and the refund is processed', async () => {
    const { owner, order } = await paidOrder('card');
    const balance = await walletBalance(owner.body.systemid);
    const asked = await refund(owner.headers, order.id, body({ method: 'card', amount: 5_000 }));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<OrderRefunds>().refunds[0]).toMatchObject({
      method: 'card',
      status: 'pending',
    });
    expect(await walletBalance(owner.body.systemid)).toBe(balance - 5_000_00n);
    await runJobs();
    const listed = await app.inject({
      url: endpointUrl(orderEndpoints.refunds, { id: order.id }),
      headers: owner.headers,
    });
    expect(listed.json<OrderRefunds>().refunds[0]).toMatchObject({ status: 'processed' });
  });

  it('by bank to the account a transfer quote named, through the payout path', async () => {
    const { owner, order } = await paidOrder('transfer');
    const quote = await app.inject({
      method: 'POST',
      url: endpointUrl(transferEndpoints.validate),
      headers: owner.headers,
      payload: { bankcode: '058', accountnumber: '0123456789', amount: 3_000 },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const { ref, fee } = quote.json<{ ref: string; fee: number }>();
    const balance = await walletBalance(owner.body.systemid);
    const wrongAmount = await refund(
      owner.headers,
      order.id,
      body({ method: 'bank', ref, bankcode: '058', account: '0123456789', amount: 2_000 }),
    );
    expect(wrongAmount.statusCode).toBe(400);
    const sent = await refund(
      owner.headers,
      order.id,
      body({ method: 'bank', ref, bankcode: '058', account: '0123456789', amount: 3_000 }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<OrderRefunds>()).toMatchObject({ refunded: 3_000 });
    expect(await walletBalance(owner.body.systemid)).toBe(
      balance - 3_000_00n - BigInt(Math.round(fee * 100)),
    );
  });

  it("refuses the card for an order paid otherwise, a clerk without transfers, and another store's order", async () => {
    const { owner, order } = await paidOrder('cash');
    const card = await refund(owner.headers, order.id, body({ method: 'card', amount: 100 }));
    expect(card.statusCode).toBe(409);
    expect(card.json()).toEqual({ error: orderMessages.refundMethodNotPossible });
    const clerk = await staffHeaders(app, owner);
    expect((await refund(clerk, order.id, body({ amount: 100 }))).statusCode).toBe(403);
    const cashier = await staffHeaders(app, owner, { allowsubusertransfer: true });
    await setStaffPin(app, owner.headers);
    expect((await refund(cashier, order.id, body({ amount: 100 }))).statusCode).toBe(201);
  });

  it('lets exactly what was paid go back when ten cash refunds race', async () => {
    const { owner, order } = await paidOrder('cash');
    const cashiers: Headers[] = [owner.headers];
    await setStaffPin(app, owner.headers);
    for (let i = 0; i < 4; i += 1) {
      cashiers.push(await staffHeaders(app, owner, { allowsubusertransfer: true }));
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        refund(cashiers[index % 5] ?? owner.headers, order.id, body({ amount: 5_000 })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(7);
    const listed = await app.inject({
      url: endpointUrl(orderEndpoints.refunds, { id: order.id }),
      headers: owner.headers,
    });
    expect(listed.json<OrderRefunds>()).toMatchObject({ refunded: 15_000, refundable: 2_500 });
  });
});

import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { CheckoutResponse } from '@olivia/contracts/storefront';
import { topUpFee } from '../../../src/modules/top-ups/top-up-fee';
import { createProduct } from '../../helpers/catalog';
import {
  checkout,
  checkoutBody,
  movementsOf,
  orderRow,
  payAccount,
  slugOf,
  stockOf,
} from '../../helpers/checkout';
import { signUp } from '../../helpers/factories';
import { useTwoTestApps } from '../../helpers/test-app';
import { walletBalance } from '../../helpers/wallet-balance';

// Two server processes on one database.
let app: FastifyInstance;
let other: FastifyInstance;
useTwoTestApps((first, second) => {
  app = first;
  other = second;
});

describe('checkouts racing for the last units (two server processes on one database)', () => {
  it('lets exactly 5 of 20 through for 5 units, then pays all 5 without touching stock again', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { price: 1_000, stock: 5 });
    const line = { productid: product.id, variantid: null, quantity: 1 };

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(i % 2 ? other : app, slugOf(owner), checkoutBody([line])),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(answer.json().error).toBe(orderMessages.notEnoughStock);
    const orders = placed.map((answer) => answer.json<CheckoutResponse>().order);
    expect(orders.map((order) => order.number).sort()).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(await stockOf(product.id)).toEqual({ stock: 0, variants: [] });
    const ordered = (await movementsOf(product.id)).filter((m) => m.reason === 'ordered');
    expect(ordered).toHaveLength(5);

    await Promise.all(
      orders.map((order, i) => payAccount(i % 2 ? other : app, order.payment?.accountnumber ?? '')),
    );
    for (const order of orders) expect((await orderRow(order.id)).status).toBe('paid');
    expect(await stockOf(product.id)).toEqual({ stock: 0, variants: [] });
    expect((await movementsOf(product.id)).filter((m) => m.reason === 'ordered')).toHaveLength(5);
    const fee = topUpFee(1_000_00n, 'NGN');
    expect(await walletBalance(owner.body.systemid)).toBe(5n * (1_000_00n - fee));
  }, 120_000);
});

import type { FastifyInstance } from 'fastify';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '@olivia/contracts/storefront';
import { buildTestApp } from '../../helpers/test-app';
import { promotionCalls } from './promotion-calls';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const { discount, code, promotion, read, shop, buy } = promotionCalls(() => app);

describe('a promotion’s budget under parallel checkouts', () => {
  it('gives exactly the 7 orders its budget fits, then ends, of 30 at once', async () => {
    const { owner, line } = await shop(1_000);
    const gift = await discount(owner, {
      name: 'Gift',
      kind: 'fixed',
      value: 1_000,
      method: 'code',
    });
    await code(owner, gift.id, 'BUDGET7');
    const made = await promotion(owner, { name: 'Seven', budget: 7_000, discountids: [gift.id] });

    const results = await Promise.all(
      Array.from({ length: 30 }, () => buy(owner, [line(1)], { code: 'BUDGET7' })),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    const discounted = placed.filter((r) => r.json<CheckoutResponse>().order.discount > 0);
    expect(discounted).toHaveLength(7);
    expect(results.every((r) => [201, 400, 409].includes(r.statusCode))).toBe(true);
    // A checkout priced before the budget ran out is refused at the price it showed, and told why.
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ error: discountMessages.discountChanged });
    }
    expect(await read(owner, made.id)).toMatchObject({
      spent: 7_000,
      orders: 7,
      state: 'ended',
      endedreason: 'budget',
    });
  });
});

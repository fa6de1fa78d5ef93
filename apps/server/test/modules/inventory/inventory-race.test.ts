import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { orderMessages } from '@olivia/contracts/order-messages';
import { createProduct } from '../../helpers/catalog';
import { signUp } from '../../helpers/factories';
import { adjustStock, listMovements } from '../../helpers/inventory';
import { useTwoTestApps } from '../../helpers/test-app';

// Two server processes on one database.
let app: FastifyInstance;
let other: FastifyInstance;
useTwoTestApps((first, second) => {
  app = first;
  other = second;
});

describe('adjustments of one product at once (two server processes on one database)', () => {
  it('lets exactly as many −1 through as there is stock; the rest answer 409', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adjustStock(i % 2 ? other : app, owner.headers, {
          productid: product.id,
          change: -1,
          reason: 'lost',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ error: orderMessages.stockBelowZero });
    }
    const read = await app.inject({
      url: endpointUrl(productEndpoints.get, { id: product.id }),
      headers: owner.headers,
    });
    expect(read.json().stock).toBe(0);
    const movements = await listMovements(app, owner.headers, `?product=${product.id}&size=50`);
    // The initial stock, then 5 units out, each leaving one fewer.
    expect(movements.content.map((m) => m.stockafter)).toEqual([0, 1, 2, 3, 4, 5]);
  }, 120_000);
});

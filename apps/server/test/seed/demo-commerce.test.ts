import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, openDatabase, type DatabaseHandle } from '../../src/db/client';
import type { Advert } from '@olivia/contracts/adverts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { Traffic } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { createSandboxAdNetwork, sandboxDayFactor } from '../../src/modules/adverts/ad-network';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { seedDemoStores } from '../../src/seed/demo-stores';
import { listAdverts } from '../helpers/adverts';
import { checkoutBody, checkout } from '../helpers/checkout';
import { signIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

/**
 * The demo stores' shop (issue 13): a catalogue, customers and a year of orders, all consistent.
 */
describe('the demo commerce seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({});
    await handle.migrate();
    expect(await seedDemoStores(handle.db, createSandboxAdNetwork())).toBe(true);
  }, 120_000);
  afterAll(() => handle.close());

  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(handle.db, query))[0] as T;

  it('gives each store at least 40 products, each with a picture the seed drew', async () => {
    const rows = await queryRows<{ slug: string; products: number; pictured: number }>(
      handle.db,
      sql`SELECT s.slug, count(p.id)::int AS products,
            count(f.id) FILTER (WHERE f.purpose = 'product' AND f.content_type = 'image/png')::int AS pictured
          FROM stores s JOIN products p ON p.store_id = s.id
          LEFT JOIN files f ON '/files/' || f.id = p.images->>0
          GROUP BY s.slug ORDER BY s.slug`,
    );
    expect(rows).toEqual([
      { slug: 'adas-fabrics', products: 42, pictured: 42 },
      { slug: 'thames-tea-co', products: 40, pictured: 40 },
    ]);
  });

  it("gives Ada's Fabrics 220 storefront orders over the last year, paid ones through the ledger, and 4 cash sales", async () => {
    const orders = await one<{
      n: number;
      oldest_days: number;
      newest_days: number;
      cash: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE o.source = 'storefront')::int AS n,
        count(*) FILTER (WHERE o.source = 'manual' AND o.payment_method = 'cash')::int AS cash,
        extract(epoch FROM now() - min(o.created_at)) / 86400 AS oldest_days,
        extract(epoch FROM now() - max(o.created_at)) / 86400 AS newest_days
      FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.slug = 'adas-fabrics'`);
    expect(orders.n).toBe(220);
    expect(orders.cash).toBe(4);
    expect(Number(orders.oldest_days)).toBeLessThan(366);
    expect(Number(orders.oldest_days)).toBeGreaterThan(360);
    expect(Number(orders.newest_days)).toBeLessThan(1);
    // Every paid order has one order payment in the wallet, for its total less the fee.
    const paid = await one<{ orders: number; payments: number; missing: number }>(sql`
      SELECT count(*) FILTER (WHERE o.amount_paid > 0 AND o.payment_method <> 'cash')::int AS orders,
        (SELECT count(*)::int FROM wallet_transactions w JOIN stores s2 ON s2.id = w.store_id
          WHERE s2.slug = 'adas-fabrics' AND w.agency_txn = 'ORDER PAYMENT') AS payments,
        count(*) FILTER (WHERE o.amount_paid > 0 AND o.payment_method <> 'cash' AND NOT EXISTS (
          SELECT 1 FROM top_ups t WHERE t.order_id = o.id AND t.amount + t.fee = o.total))::int AS missing
      FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.slug = 'adas-fabrics'`);
    expect(paid.orders).toBeGreaterThan(180);
    expect(paid.payments).toBe(paid.orders);
    expect(paid.missing).toBe(0);
    expect(await createLedger(handle.db, createEventBus()).verify()).toMatchObject({ ok: true });
  });

  it('gives each store custom domains and advert campaigns, paid from its wallet', async () => {
    const rows = await queryRows<{
      slug: string;
      domains: string;
      adverts: number;
      debits: number;
    }>(
      handle.db,
      sql`SELECT s.slug,
            (SELECT string_agg(d.name || ':' || (d.expires_at < now() + interval '30 days'), ',' ORDER BY d.name)
              FROM domains d WHERE d.store_id = s.id) AS domains,
            (SELECT count(*)::int FROM adverts a WHERE a.store_id = s.id) AS adverts,
            (SELECT count(*)::int FROM wallet_transactions w WHERE w.store_id = s.id
              AND w.agency_txn IN ('DOMAIN', 'ADVERT') AND w.direction = 'debit') AS debits
          FROM stores s WHERE s.system_id LIKE 'OLVDEMO%' ORDER BY s.slug`,
    );
    // The two demo stores (the stores Ada referred have no services).
    expect(rows).toEqual([
      {
        slug: 'adas-fabrics',
        domains: 'adas-fabrics.shop:false,adasfabrics.com:true',
        adverts: 2,
        debits: 4,
      },
      { slug: 'thames-tea-co', domains: 'thamestea.co.uk:false', adverts: 1, debits: 2 },
    ]);
    expect(await createLedger(handle.db, createEventBus()).verify()).toMatchObject({ ok: true });
  });

  it('launches the demo campaigns on the ad network, so each shows the reach of its days run', async () => {
    const app = await buildTestApp({}, { db: handle.db });
    try {
      for (const [email, campaigns] of [
        ['ada@example.com', 2],
        ['james@example.com', 1],
      ] as const) {
        const signedIn = await signIn(app, email, 'Olivia#Demo26');
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const { token, systemid } = signedIn.json<{ token: string; systemid: string }>();
        const listed = await listAdverts(app, { token, systemid });
        expect(listed.statusCode, listed.body).toBe(200);
        const adverts = listed.json<{ content: Advert[] }>().content;
        expect(adverts).toHaveLength(campaigns);
        for (const advert of adverts) {
          // Ada's running campaign has run 4 days (3 days ago to today), her other one all 7.
          expect(advert.daysrun).toBeGreaterThan(0);
          let reach = 0;
          for (let day = 0; day < advert.daysrun; day += 1) {
            reach += Math.floor(advert.estimateddailyreach * sandboxDayFactor(advert.id, day));
          }
          expect(advert.reach).toBe(reach);
          expect(advert.reach).toBeGreaterThanOrEqual(
            Math.floor(0.85 * advert.estimateddailyreach * advert.daysrun) - advert.daysrun,
          );
        }
      }
    } finally {
      await app.close();
    }
  });

  it('gives each store a year of website visits, more the longer the window', async () => {
    const app = await buildTestApp({}, { db: handle.db });
    try {
      for (const email of ['ada@example.com', 'james@example.com']) {
        const { token, systemid } = (await signIn(app, email, 'Olivia#Demo26')).json<{
          token: string;
          systemid: string;
        }>();
        const response = await app.inject({
          url: endpointUrl(storeSetupEndpoints.traffic),
          headers: { token, systemid },
        });
        expect(response.statusCode, response.body).toBe(200);
        const traffic = response.json<Traffic>();
        expect(traffic.last24hrs).toBeGreaterThan(0);
        expect(traffic.lastWeek).toBeGreaterThan(traffic.last24hrs);
        expect(traffic.lastMonth).toBeGreaterThan(traffic.lastWeek);
        expect(traffic.lastYear).toBeGreaterThan(traffic.lastMonth);
      }
    } finally {
      await app.close();
    }
  });

  it("counts each customer's paid orders and what they spent", async () => {
    const wrong = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM customers c WHERE c.orders_count <> (
        SELECT count(*) FROM orders o WHERE o.customer_id = c.id AND o.amount_paid > 0)
        OR c.total_spent <> (
        SELECT coalesce(sum(o.total), 0) FROM orders o WHERE o.customer_id = c.id AND o.amount_paid > 0)`);
    expect(wrong.n).toBe(0);
  });

  it('numbers the next order after the history', async () => {
    const app = await buildTestApp({}, { db: handle.db });
    try {
      const product = await one<{ id: string }>(sql`
        SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
        WHERE s.slug = 'adas-fabrics' AND p.status = 'active' AND p.stock > 5
          AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
        LIMIT 1`);
      const placed = await checkout(
        app,
        'adas-fabrics',
        // Ada delivers by zone (ADR 0036): Lagos is her mainland zone.
        checkoutBody([{ productid: product.id, quantity: 1 }], { state: 'Lagos' }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      // 220 from the storefront, then 4 at the counter.
      expect(placed.json<{ order: { number: number } }>().order.number).toBe(1225);
    } finally {
      await app.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type StoreEvent } from '../../src/lib/event-bus';
import { signUp } from '../helpers/factories';
import { sandboxChargeSuccess } from '../helpers/sandbox-webhook';
import { buildTestApp, testDatabase } from '../helpers/test-app';

const SECRET = 'sandbox-secret-for-redelivery-tests';
const published: StoreEvent[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const events = createEventBus();
  events.subscribe((event) => published.push(event));
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET }, { events });
});
afterAll(() => app.close());

/** Makes the next wallet-transaction row for `ref` fail, after the ledger posting went in. */
async function failOnceWalletTransactionFor(ref: string) {
  const { db } = await testDatabase();
  const name = `fail_once_${ref.replace(/\W/g, '_')}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.ref = '${ref}' THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON wallet_transactions
      FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON wallet_transactions`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}

describe('a webhook redelivered after a failed first credit', () => {
  it('credits the new wallet on redelivery instead of failing until restart, publishing once', async () => {
    const merchant = await signUp(app);
    const started = await app.inject({
      method: 'POST',
      url: '/api/olivia/agent/pbbt/pbbt',
      headers: merchant.headers,
      payload: { amount: 1000, bank: '035' },
    });
    const { reference } = started.json<{ reference: string }>();
    const delivery = sandboxChargeSuccess(SECRET, {
      id: `evt_redelivered_${reference}`,
      reference,
      amountMinor: 1010_00,
    });

    const restore = await failOnceWalletTransactionFor(reference);
    try {
      expect((await app.inject(delivery)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(
      published.filter((e) => e.headid === reference),
      'nothing published on rollback',
    ).toEqual([]);

    const redelivered = await app.inject(delivery);
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    const dashboard = await app.inject({
      method: 'POST',
      url: '/api/olivia/products/dashboard',
      headers: merchant.headers,
      payload: { startDate: '2026-11-15T00:00:00.000Z', endDate: '2026-11-22T23:59:00.000Z' },
    });
    expect(dashboard.json().walletDetails.balance).toBe(1000);
    expect(published.filter((e) => e.headid === reference)).toMatchObject([{ type: 'credit' }]);
  });
});

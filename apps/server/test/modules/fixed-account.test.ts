import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIban, readFixedAccount } from '@olivia/contracts/bank-account-formats';
import { stores } from '../../src/db/schema/accounts';
import { newFixedAccount } from '../../src/modules/account-lifecycle/fixed-account';
import { signUp } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("a store's fixed account (docs/product/roles.md)", () => {
  it('is generated in the format of its currency, IBAN check digits correct', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(readFixedAccount('NGN', newFixedAccount('NGN')).format).toBe('nuban');
      expect(readFixedAccount('GBP', newFixedAccount('GBP')).format).toBe('uk');
      const iban = newFixedAccount('USD');
      expect(isValidIban(iban)).toBe(true);
      expect(iban).toMatch(/^GB\d{2}OLIV99\d{12}$/);
    }
  });

  it.each([
    ['NGN', /^\d{10}$/],
    ['GBP', /^99-\d{2}-\d{2} \d{8}$/],
    ['USD', /^GB\d{2}OLIV\d{14}$/],
    ['CAD', /^GB\d{2}OLIV\d{14}$/],
  ] as const)('a new %s store is given one at sign-up', async (currency, pattern) => {
    const merchant = await signUp(app, { currency });
    expect(merchant.body.staticaccountnumber).toMatch(pattern);
    expect(readFixedAccount(currency, merchant.body.staticaccountnumber).format).not.toBe('other');
  });

  it('migration 0010 rewrites the 10-digit numbers earlier GBP and USD stores were given', async () => {
    const migration = readFileSync(
      new URL('../../src/db/migrations/0010_top_up_cancel_and_fixed_accounts.sql', import.meta.url),
      'utf8',
    );
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);

    const gbp = await signUp(app, { currency: 'GBP' });
    const usd = await signUp(app, { currency: 'USD' });
    const { db } = await testDatabase();
    const old = { [gbp.body.systemid]: '4812345678', [usd.body.systemid]: '4898765432' };
    for (const [systemId, number] of Object.entries(old)) {
      await db
        .update(stores)
        .set({ staticAccountNumber: number })
        .where(eq(stores.systemId, systemId));
    }
    // Only these two stores: other suites share the database.
    const ids = Object.keys(old).map((id) => `'${id}'`);
    for (const update of updates) {
      await db.execute(
        sql.raw(update.replace('WHERE', `WHERE "system_id" IN (${ids.join(', ')}) AND`)),
      );
    }
    const numberOf = async (systemId: string) =>
      (await db.select().from(stores).where(eq(stores.systemId, systemId)))[0]?.staticAccountNumber;
    expect(await numberOf(gbp.body.systemid)).toBe('99-48-12 00345678');
    const iban = (await numberOf(usd.body.systemid)) ?? '';
    expect(iban).toMatch(/^GB\d{2}OLIV99489800765432$/);
    expect(isValidIban(iban)).toBe(true);
  });
});

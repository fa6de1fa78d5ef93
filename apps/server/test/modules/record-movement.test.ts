import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/accounts';
import { auditLog } from '../../src/db/schema/audit-log';
import { ledgerTransactions } from '../../src/db/schema/ledger';
import { walletTransactions } from '../../src/db/schema/wallet-transactions';
import { withTransaction } from '../../src/db/unit-of-work';
import { createEventBus, type StoreEvent } from '../../src/lib/event-bus';
import { createLedger, type Ledger } from '../../src/modules/ledger/ledger.service';
import type { Movement } from '../../src/modules/ledger/record-movement';
import { signUp } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let db: Database;
let ledger: Ledger;
const published: StoreEvent[] = [];
let merchant: { storeId: string; userId: string };

beforeAll(async () => {
  db = (await testDatabase()).db;
  const events = createEventBus();
  events.subscribe((event) => published.push(event));
  ledger = createLedger(db, events);
  const app = await buildTestApp();
  const { email } = await signUp(app);
  await app.close();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  merchant = { storeId: user.storeId, userId: user.id };
});

/** A top-up of `amount` kobo into the merchant's wallet, with its row, log entry and event. */
function topUp(reference: string, amount = 250_00n): Movement {
  const { storeId, userId } = merchant;
  const at = new Date();
  return {
    posting: {
      reference,
      kind: 'topup',
      entries: [
        { account: { system: 'provider_clearing', currency: 'NGN' }, amount: -amount },
        { account: { wallet: { storeId, currency: 'NGN' } }, amount },
      ],
    },
    walletRows: [
      {
        storeId,
        ref: reference,
        agencyTxn: 'TOP-UP',
        status: 'SUCCESSFUL',
        direction: 'credit',
        currency: 'NGN',
        amount,
        meaning: 'Wallet top-up',
        createdBy: 'system',
      },
    ],
    audit: {
      storeId,
      actorUserId: userId,
      action: 'wallet.topped_up',
      entityType: 'top_up',
      entityId: reference,
      changes: { amount: { from: null, to: amount.toString() } },
    },
    events: [
      {
        storeId,
        type: 'credit',
        message: 'Your wallet was credited.',
        code: 'topUpCredited',
        params: { amount: '₦250.00', reference },
        headid: reference,
        datetime: at.toISOString(),
        createdat: at.toISOString(),
      },
    ],
  };
}

const toldOf = (reference: string) => published.filter((event) => event.headid === reference);

/** What the database holds of the movement `reference`, and what the store was told of it. */
async function traces(reference: string) {
  const [postings, rows, audits] = await Promise.all([
    db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference)),
    db.select().from(walletTransactions).where(eq(walletTransactions.ref, reference)),
    db.select().from(auditLog).where(eq(auditLog.entityId, reference)),
  ]);
  return { postings, rows, audits, events: toldOf(reference) };
}

describe('ledger.recordMovement', () => {
  it('writes the posting, the wallet row, the log entry, and tells the store after commit', async () => {
    const reference = randomUUID();
    let toldBeforeCommit = -1;
    const posted = await withTransaction(db, async (tx, afterCommit) => {
      const result = await ledger.recordMovement({ tx, afterCommit }, topUp(reference));
      toldBeforeCommit = toldOf(reference).length;
      return result;
    });
    expect(toldBeforeCommit).toBe(0);
    const { postings, rows, audits, events } = await traces(reference);
    expect(posted.created).toBe(true);
    expect(postings.map((p) => p.id)).toEqual([posted.transactionId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ledgerTransactionId: posted.transactionId,
      storeId: merchant.storeId,
      agencyTxn: 'TOP-UP',
      amount: 250_00n,
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'wallet.topped_up', actorUserId: merchant.userId });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ storeId: merchant.storeId, code: 'topUpCredited' });
  });

  it('leaves nothing and tells nothing when its unit of work rolls back', async () => {
    const reference = randomUUID();
    const before = await ledger.balance(merchant.storeId, 'NGN');
    await expect(
      withTransaction(db, async (tx, afterCommit) => {
        await ledger.recordMovement({ tx, afterCommit }, topUp(reference));
        throw new Error('the rest of the unit failed');
      }),
    ).rejects.toThrow('the rest of the unit failed');
    const { postings, rows, audits, events } = await traces(reference);
    expect({ postings, rows, audits, events }).toEqual({
      postings: [],
      rows: [],
      audits: [],
      events: [],
    });
    expect(await ledger.balance(merchant.storeId, 'NGN')).toBe(before);
  });

  it('records a replayed reference once: the second call moves, writes and tells nothing', async () => {
    const reference = randomUUID();
    const record = () =>
      withTransaction(db, (tx, afterCommit) =>
        ledger.recordMovement({ tx, afterCommit }, topUp(reference)),
      );
    const first = await record();
    const again = await record();
    expect(again).toEqual({ transactionId: first.transactionId, created: false });
    const { postings, rows, audits, events } = await traces(reference);
    expect([postings.length, rows.length, audits.length, events.length]).toEqual([1, 1, 1, 1]);
  });

  it('runs the owner’s follow-up writes after the posting and records what they answer', async () => {
    const reference = randomUUID();
    const { walletRows, events, ...movement } = topUp(reference);
    const seen: string[] = [];
    await withTransaction(db, (tx, afterCommit) =>
      ledger.recordMovement(
        { tx, afterCommit },
        {
          ...movement,
          afterPosting: async (posted) => {
            const [posting] = await tx
              .select()
              .from(ledgerTransactions)
              .where(eq(ledgerTransactions.id, posted.transactionId));
            seen.push(`posting ${posting?.reference}`);
            const [row] = await tx
              .select()
              .from(walletTransactions)
              .where(eq(walletTransactions.ref, reference));
            seen.push(`wallet row ${row ? 'already there' : 'not yet'}`);
            return { walletRows, events };
          },
        },
      ),
    );
    expect(seen).toEqual([`posting ${reference}`, 'wallet row not yet']);
    const traced = await traces(reference);
    expect([traced.rows.length, traced.audits.length, traced.events.length]).toEqual([1, 1, 1]);
  });

  it('refuses what the wallet does not hold, and writes nothing of it', async () => {
    const reference = randomUUID();
    const balance = await ledger.balance(merchant.storeId, 'NGN');
    const { posting, ...record } = topUp(reference);
    const overdraft: Movement = {
      ...record,
      posting: {
        ...posting,
        entries: [
          {
            account: { wallet: { storeId: merchant.storeId, currency: 'NGN' } },
            amount: -balance - 1n,
          },
          { account: { system: 'payouts_in_flight', currency: 'NGN' }, amount: balance + 1n },
        ],
      },
    };
    await expect(
      withTransaction(db, (tx, afterCommit) =>
        ledger.recordMovement({ tx, afterCommit }, overdraft),
      ),
    ).rejects.toThrow('Insufficient balance');
    const { postings, rows, audits, events } = await traces(reference);
    expect([postings.length, rows.length, audits.length, events.length]).toEqual([0, 0, 0, 0]);
  });
});

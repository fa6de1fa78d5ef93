import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { serverErrors } from '@olivia/contracts/messages';
import { queryRows } from '../../src/db/client';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { createSandboxProvider } from '../../src/payments/sandbox/sandbox-provider';
import type { SignedIn } from '../helpers/factories';
import { advertBody, createAdvert } from '../helpers/adverts';
import { buyDomain, freshDomain, renewDomain } from '../helpers/domains';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { settlementKit } from '../helpers/settlements';
import { buildTestApp, secondDatabase, testDatabase } from '../helpers/test-app';
import {
  merchantWithMoney,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  transferBody,
} from '../helpers/transfers';

/**
 * Issue 25: a settlement or a transfer in flight while the store's deletion commits answered 500
 * (the payout's foreign key to its store), and so did a top-up, an advert or a domain purchase
 * (theirs). The loser must answer 401 'Tokens Does Not Exist....' (the session died with the
 * store) or 404, the winner 2xx, and the books must balance.
 */
const ROUNDS = 6;
const PARALLEL = 12;

/**
 * Sends the writes at once and the deletion after `round * 2` of them have answered, so over the
 * rounds it starts before, among and late in them. On PostgreSQL it commits among them; PGlite
 * runs one transaction at a time, so there it mostly commits before or after them all.
 */
async function raceDeletion(
  owner: SignedIn,
  writers: (() => Promise<LightMyRequestResponse>)[],
  round: number,
) {
  const answeredBeforeDeletion = round * 2;
  let answered = 0;
  let startDeletion = () => {};
  const deletionMayStart = new Promise<void>((resolve) => {
    startDeletion = resolve;
  });
  if (answeredBeforeDeletion === 0) startDeletion();
  const answers = writers.map((send) =>
    send().then((answer) => {
      answered += 1;
      if (answered === answeredBeforeDeletion) startDeletion();
      return answer;
    }),
  );
  const [deleted, ...sent] = await Promise.all([
    deletionMayStart.then(() => deleteAccount(owner)),
    ...answers,
  ]);
  expect(deleted.statusCode, deleted.body).toBe(200);
  return sent;
}
let app: FastifyInstance;
beforeAll(async () => {
  // A provider that takes its time to open a top-up account, as a real one does: the store may
  // be deleted between the top-up's checks and its insert.
  app = await buildTestApp(
    {},
    {
      provider: (webhookSecret) => {
        const sandbox = createSandboxProvider({ webhookSecret });
        return {
          ...sandbox,
          createTopUp: async (request) => {
            await sleep(300);
            return sandbox.createTopUp(request);
          },
        };
      },
    },
  );
});
afterAll(() => app.close());

const deleteAccount = (owner: SignedIn) =>
  app.inject({
    method: authEndpoints.deleteAccount.method,
    url: endpointUrl(authEndpoints.deleteAccount),
    headers: owner.headers,
    payload: { password: owner.password },
  });

/** What went wrong in a round: any answer that is not 2xx, 401 or 404, with its body. */
function wrongAnswers(answers: LightMyRequestResponse[]) {
  return answers
    .filter((answer) => {
      if (answer.statusCode >= 200 && answer.statusCode < 300) return false;
      if (answer.statusCode === 404) return false;
      return !(answer.statusCode === 401 && answer.json().error === serverErrors.tokenMissing);
    })
    .map((answer) => `${answer.statusCode} ${answer.body}`);
}

async function ledgerBalances() {
  const { db } = await testDatabase();
  return createLedger(db, createEventBus()).verify();
}

describe("payouts racing the store's deletion", () => {
  it('settlements answer 2xx, 401 or 404, never 500, and the books balance', async () => {
    const kit = settlementKit(app);
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await kit.withAccount('GBP', 1_000);
      const settled = await raceDeletion(
        owner,
        Array.from({ length: PARALLEL }, () => () => kit.settle(owner, 10)),
        round,
      );
      wrong.push(...wrongAnswers(settled));
    }
    expect(wrong).toEqual([]);
    expect(await ledgerBalances()).toMatchObject({ ok: true });
  }, 120_000);

  it('settlement account saves answer 2xx, 401 or 404, never 500', async () => {
    const kit = settlementKit(app);
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await kit.merchant('GBP');
      const body = await kit.accountBody(owner);
      const saved = await raceDeletion(
        owner,
        Array.from(
          { length: PARALLEL },
          () => () => kit.call(settlementEndpoints.saveAccount, owner.headers, body),
        ),
        round,
      );
      wrong.push(...wrongAnswers(saved));
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('transfers answer 2xx, 401 or 404, never 500, and the books balance', async () => {
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await merchantWithMoney(app, 100_000);
      const quotes = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          quote(app, owner.headers, { accountnumber: SANDBOX_ACCOUNTS.success, amount: 1000 }),
        ),
      );
      const sent = await raceDeletion(
        owner,
        quotes.map(
          (validation) => () => sendTransfer(app, owner.headers, transferBody(validation)),
        ),
        round,
      );
      wrong.push(...wrongAnswers(sent));
    }
    expect(wrong).toEqual([]);
    expect(await ledgerBalances()).toMatchObject({ ok: true });
  }, 120_000);

  it('top-ups, adverts and domain purchases answer 2xx, 401 or 404, never 500', async () => {
    const wrong: string[] = [];
    const today = new Date().toISOString().slice(0, 10);
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await merchantWithMoney(app, 1_000_000);
      const writers = Array.from({ length: PARALLEL }, (_, i) => {
        switch (i % 3) {
          case 0:
            return () =>
              app.inject({
                method: 'POST',
                url: endpointUrl(topUpEndpoints.create),
                headers: owner.headers,
                payload: { amount: 1000, bank: '035' },
              });
          case 1:
            return () => createAdvert(app, owner.headers, advertBody(today));
          default:
            return () => buyDomain(app, owner.headers, freshDomain());
        }
      });
      wrong.push(...wrongAnswers(await raceDeletion(owner, writers, round)));
    }
    expect(wrong).toEqual([]);
    expect(await ledgerBalances()).toMatchObject({ ok: true });
  }, 120_000);
});

/**
 * A renewal locks its domain; the deletion locks the store, then (deleting it) its domains. A
 * renewal that locked the domain before the store waited for the deletion's store lock while the
 * deletion waited for its domain: a deadlock, retried away unseen (3 in 72 renewals on
 * PostgreSQL). Holding the store first, a renewal waiting for a deletion holds nothing of the
 * store's. Shown deterministically with the deletion's first lock taken by hand on a connection
 * of its own; PGlite has one connection only, so this runs on PostgreSQL.
 */
describe.runIf(inject('databaseUrl'))("a domain renewal and the store's deletion", () => {
  it('takes the store before the domain, as the deletion does', async () => {
    const owner = await merchantWithMoney(app, 1_000_000);
    const name = freshDomain();
    expect((await buyDomain(app, owner.headers, name)).statusCode).toBe(201);
    const { db } = await testDatabase();
    const [store] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM stores WHERE system_id = ${owner.body.systemid}`,
    );
    const storeId = store?.id ?? '';
    const deletion = await secondDatabase();
    let renewal: Promise<LightMyRequestResponse> | undefined;
    let domainFree: boolean | undefined;
    try {
      await deletion.db.transaction(async (tx) => {
        // The deletion's first lock (lockStoreForDeletion).
        await tx.execute(sql`SELECT id FROM stores WHERE id = ${storeId} FOR UPDATE`);
        const [me] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
        renewal = renewDomain(app, owner.headers, name);
        // Until the renewal waits for this transaction.
        for (let waited = 0; ; waited += 20) {
          const [blocked] = await queryRows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE ${me?.pid ?? 0}::int = ANY (pg_blocking_pids(pid))`,
          );
          if ((blocked?.n ?? 0) > 0) break;
          if (waited > 10_000) throw new Error('the renewal never waited for the store');
          await sleep(20);
        }
        // The deletion's next lock, its domains: free unless the renewal took one first.
        await tx
          .transaction(async (savepoint) => {
            await savepoint.execute(
              sql`SELECT id FROM domains WHERE store_id = ${storeId} FOR UPDATE NOWAIT`,
            );
          })
          .then(
            () => (domainFree = true),
            () => (domainFree = false),
          );
      });
    } finally {
      await deletion.close();
    }
    expect(domainFree).toBe(true);
    expect((await renewal)?.statusCode).toBe(200);
  }, 60_000);
});

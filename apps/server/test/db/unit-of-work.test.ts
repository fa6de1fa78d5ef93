import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/client';
import { withTransaction } from '../../src/db/unit-of-work';
import { testDatabase } from '../helpers/test-app';

const table = sql.raw(`uow_probe_${process.pid}_${Date.now()}`);
let db: Database;
beforeAll(async () => {
  db = (await testDatabase()).db;
  await db.execute(sql`CREATE TABLE ${table} (id int PRIMARY KEY, note text)`);
  await db.execute(sql`INSERT INTO ${table} VALUES (1, ''), (2, '')`);
});
afterAll(() => db.execute(sql`DROP TABLE ${table}`));

const insert = (tx: Pick<Database, 'execute'>, id: number) =>
  tx.execute(sql`INSERT INTO ${table} VALUES (${id}, 'inserted')`);
const exists = async (id: number) =>
  (await queryRows(db, sql`SELECT 1 FROM ${table} WHERE id = ${id}`)).length === 1;
const failure = (code: string) => Object.assign(new Error(`failure ${code}`), { code });
const noWait = { backoffMs: () => 0 };

describe('withTransaction', () => {
  it('commits, then runs the queued effects once, in order, seeing the committed rows', async () => {
    const ran: string[] = [];
    const result = await withTransaction(db, async (tx, afterCommit) => {
      await insert(tx, 10);
      afterCommit(async () => ran.push(`first saw ${await exists(10)}`));
      afterCommit(() => ran.push('second'));
      expect(ran).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(ran).toEqual(['first saw true', 'second']);
  });

  it('runs no effect and keeps no row when the work fails', async () => {
    const ran: string[] = [];
    const refused = withTransaction(db, async (tx, afterCommit) => {
      await insert(tx, 11);
      afterCommit(() => ran.push('never'));
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect(ran).toEqual([]);
    expect(await exists(11)).toBe(false);
  });

  it.each([
    ['a deadlock', failure('40P01')],
    ['a serialization failure wrapped as cause', new Error('query', { cause: failure('40001') })],
  ])('retries after %s and drops the failed attempt’s effects', async (_label, error) => {
    const ran: string[] = [];
    let attempts = 0;
    await withTransaction(
      db,
      async (tx, afterCommit) => {
        attempts += 1;
        const id = 20 + attempts + (error.cause ? 10 : 0);
        await insert(tx, id);
        afterCommit(() => ran.push(`attempt ${attempts}`));
        if (attempts === 1) throw error;
      },
      noWait,
    );
    expect(attempts).toBe(2);
    expect(ran).toEqual(['attempt 2']);
    const first = error.cause ? 31 : 21;
    expect([await exists(first), await exists(first + 1)]).toEqual([false, true]);
  });

  it('lets any other error through at once, and gives up on conflicts after the last attempt', async () => {
    let attempts = 0;
    const duplicate = withTransaction(
      db,
      async () => {
        attempts += 1;
        throw failure('23505');
      },
      noWait,
    );
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);

    attempts = 0;
    const stuck = withTransaction(
      db,
      async () => {
        attempts += 1;
        throw failure('40P01');
      },
      { maxAttempts: 3 },
    );
    await expect(stuck).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(3);
  });

  it('reports a failing effect, runs the rest, and still answers with the committed result', async () => {
    const reported: unknown[] = [];
    const ran: string[] = [];
    const result = await withTransaction(
      db,
      async (tx, afterCommit) => {
        await insert(tx, 40);
        afterCommit(() => {
          throw new Error('mail server down');
        });
        afterCommit(() => ran.push('publish'));
        return 'committed';
      },
      { onEffectError: (error) => reported.push(error) },
    );
    expect(result).toBe('committed');
    expect(await exists(40)).toBe(true);
    expect(ran).toEqual(['publish']);
    expect(reported).toEqual([new Error('mail server down')]);
  });

  it.skipIf(!inject('databaseUrl'))(
    'resolves a real PostgreSQL deadlock by retrying the victim',
    async () => {
      let bothLockedFirstRow: () => void = () => {};
      const barrier = new Promise<void>((resolve) => {
        let waiting = 2;
        bothLockedFirstRow = () => (waiting -= 1) === 0 && resolve();
      });
      const attempts = [0, 0];
      const lockBoth = (index: number, first: number, second: number) =>
        withTransaction(db, async (tx) => {
          attempts[index] = (attempts[index] ?? 0) + 1;
          await tx.execute(sql`UPDATE ${table} SET note = 'a' WHERE id = ${first}`);
          bothLockedFirstRow();
          await barrier;
          await tx.execute(sql`UPDATE ${table} SET note = 'b' WHERE id = ${second}`);
        });
      await Promise.all([lockBoth(0, 1, 2), lockBoth(1, 2, 1)]);
      expect(attempts.sort()).toEqual([1, 2]);
    },
  );
});

import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/factories';
import { useTwoTestApps } from '../helpers/test-app';
import {
  fundWallet,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  setPin,
  transferBody,
} from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

// Two server processes on one database.
let app: FastifyInstance;
let other: FastifyInstance;
useTwoTestApps((first, second) => {
  app = first;
  other = second;
});

describe('transfers from one wallet at once (two server processes on one database)', () => {
  it('lets exactly ⌊balance / (amount + fee)⌋ of 50 through, and the balance never goes below 0', async () => {
    const owner = await signUp(app);
    await setPin(app, owner.headers);
    await fundWallet(app, owner.headers, 10_000);
    const quotes = await Promise.all(
      Array.from({ length: 50 }, () =>
        quote(app, owner.headers, { accountnumber: SANDBOX_ACCOUNTS.success, amount: 1000 }),
      ),
    );
    const answers = await Promise.all(
      quotes.map((validation, i) =>
        sendTransfer(i % 2 ? other : app, owner.headers, transferBody(validation)),
      ),
    );
    const paid = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(paid).toHaveLength(Math.floor(10_000 / 1010)); // 9
    expect(refused).toHaveLength(41);
    for (const answer of refused) expect(answer.json().error).toBe('Insufficient balance');
    expect(await walletBalance(owner.body.systemid)).toBe(1_000_000n - 9n * 101_000n);
  }, 120_000);
});

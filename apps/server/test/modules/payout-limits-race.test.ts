import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@olivia/contracts/messages';
import { DAILY_LIMITS } from '@olivia/contracts/verification-tiers';
import { useTwoTestApps } from '../helpers/test-app';
import {
  merchantWithMoney,
  minor,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
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

const LIMIT = DAILY_LIMITS[0].NGN.transfer ?? 0;

describe('payouts of one store at once against its daily limit (ADR 0045)', () => {
  it('lets exactly limit / amount of 14 parallel transfers through, on two processes', async () => {
    const amount = LIMIT / 10;
    const owner = await merchantWithMoney(app, LIMIT * 2);
    const quotes = await Promise.all(
      Array.from({ length: 14 }, () =>
        quote(app, owner.headers, { accountnumber: SANDBOX_ACCOUNTS.success, amount }),
      ),
    );
    const answers = await Promise.all(
      quotes.map((validation, i) =>
        sendTransfer(i % 2 ? other : app, owner.headers, transferBody(validation)),
      ),
    );
    const paid = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(paid).toHaveLength(10);
    expect(refused).toHaveLength(4);
    for (const answer of refused)
      expect(answer.json().error).toBe(messages.dailyPayoutLimitReached);
    const fees = 10n * minor(quotes[0]?.fee ?? 0);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(LIMIT * 2) - minor(LIMIT) - fees);
  }, 120_000);
});

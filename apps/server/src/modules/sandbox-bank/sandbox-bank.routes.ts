import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { SandboxAccount } from '@olivia/contracts/sandbox-bank';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { Database } from '../../db/client';
import { route } from '../../plugins/endpoint';
import { notFound, providerUnavailable } from '../../lib/errors';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxWebhook,
} from '../../payments/sandbox/sandbox-provider';
import { signBody } from '../../payments/webhook-signature';
import { findTopUpByAccountNumber, findTopUpByReference, type TopUpRow } from '../top-ups/public';

const toAccount = (topUp: TopUpRow): SandboxAccount => ({
  reference: topUp.reference,
  accountnumber: topUp.accountNumber,
  accountname: topUp.accountName,
  bank: topUp.bankName,
  currency: topUp.currency,
  amountdue: toMajorUnits(topUp.amount + topUp.fee),
  amountpaid: toMajorUnits(topUp.amountPaid),
  expiresat: topUp.expiresAt.toISOString(),
});

/**
 * The sandbox bank (only with the sandbox provider): it pays a top-up account by sending the
 * signed webhook a real provider would send, to the same endpoint, through the same code.
 */
export async function sandboxBankRoutes(
  app: FastifyInstance,
  opts: { db: Database; webhookSecret: string; root: FastifyInstance },
) {
  const find = async (reference?: string, accountNumber?: string) => {
    const topUp = reference
      ? await findTopUpByReference(opts.db, reference)
      : await findTopUpByAccountNumber(opts.db, accountNumber ?? '');
    if (!topUp) throw notFound('No sandbox account with that number or reference');
    return topUp;
  };

  route(app, sandboxBankEndpoints.account, async (request) =>
    toAccount(await find(undefined, request.params.accountnumber)),
  );

  route(app, sandboxBankEndpoints.pay, async (request) => {
    const topUp = await find(request.body.reference, request.body.accountnumber);
    const amount =
      request.body.amount === undefined
        ? topUp.amount + topUp.fee
        : toMinorUnits(request.body.amount);
    const webhook: SandboxWebhook = {
      id: `evt_${randomUUID()}`,
      event: 'charge.success',
      data: {
        reference: topUp.reference,
        amount: Number(amount),
        currency: topUp.currency,
        paid_at: new Date().toISOString(),
      },
    };
    const payload = JSON.stringify(webhook);
    const delivery = await opts.root.inject({
      method: 'POST',
      url: endpointUrl(topUpEndpoints.webhook, { provider: 'sandbox' }),
      payload,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signBody(payload, opts.webhookSecret),
      },
    });
    if (delivery.statusCode !== 200)
      throw providerUnavailable(`Webhook delivery failed: ${delivery.body}`);
    return toAccount(await find(topUp.reference));
  });
}

import { splitParts } from '@olivia/contracts/split-payments';
import { and, asc, eq } from 'drizzle-orm';
import { linkPayments, paymentLinks } from '../db/schema/payment-links';
import {
  splitGroupMembers,
  splitGroups,
  splitPayees,
  splitShares,
} from '../db/schema/split-payments';
import { payouts } from '../db/schema/transfers';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Ledger } from '../modules/ledger/public';
import { cardFee } from '../modules/card-payments/public';
import { topUpFee } from '../modules/top-ups/public';

/** The deposits whose shares wait for the tailor's weekly payout. */
const HELD_DEPOSITS = 2;

/**
 * Ada's split payments (ADR 0031): a tailor who makes the made-to-order aso-oke and gets 15% of
 * each deposit (the fee shared in proportion), paid weekly on Fridays, and a dispatch rider on a
 * flat fee not yet used. The sandbox's name enquiry gives these account numbers these names, so
 * editing them keeps them. The deposit link's earlier payments were shared and paid out at once
 * (before the tailor moved to weekly payouts); the last two are held for her next batch, which
 * the sweep pays at its first run.
 */
export async function seedDemoSplits(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
) {
  const { tx } = unit;
  const [tailor, rider] = await tx
    .insert(splitPayees)
    .values([
      {
        storeId: store.id,
        name: "Chinwe's Tailoring",
        bankCode: '058',
        bankName: 'Guaranty Trust Bank',
        accountNumber: '0123456780',
        accountName: 'Chinwe Okafor',
        email: 'chinwe.okafor@example.com',
        phone: '+2348031234567',
        schedule: 'weekly',
        scheduleDay: 5,
      },
      {
        storeId: store.id,
        name: 'Bayo Dispatch',
        bankCode: '044',
        bankName: 'Access Bank',
        accountNumber: '0987654321',
        accountName: 'Bayo Adeyemi',
        phone: '+2348097654321',
      },
    ])
    .returning();
  if (!tailor || !rider) throw new Error('demo payees insert returned no rows');
  const [tailoring, dispatch] = await tx
    .insert(splitGroups)
    .values([
      {
        storeId: store.id,
        name: 'Aso-oke with Chinwe',
        type: 'percentage',
        bearer: 'proportional',
      },
      { storeId: store.id, name: 'Lagos deliveries', type: 'flat', bearer: 'store' },
    ])
    .returning();
  if (!tailoring || !dispatch) throw new Error('demo splits insert returned no rows');
  await tx.insert(splitGroupMembers).values([
    { groupId: tailoring.id, payeeId: tailor.id, share: 1_500n, position: 0 },
    { groupId: dispatch.id, payeeId: rider.id, share: 1_500_00n, position: 0 },
  ]);
  const [link] = await tx
    .update(paymentLinks)
    .set({ splitGroupId: tailoring.id })
    .where(and(eq(paymentLinks.storeId, store.id), eq(paymentLinks.slug, 'ada-aso-oke-deposit')))
    .returning();
  if (!link) return;
  const paid = await tx
    .select()
    .from(linkPayments)
    .where(and(eq(linkPayments.linkId, link.id), eq(linkPayments.status, 'paid')))
    .orderBy(asc(linkPayments.paidAt));
  let total = 0n;
  let held = 0n;
  for (const [index, payment] of paid.entries()) {
    const at = new Date((payment.paidAt ?? payment.createdAt).getTime() + 60_000);
    const fee =
      payment.method === 'card'
        ? cardFee(payment.amount, store.currency)
        : topUpFee(payment.amount, store.currency);
    const [part] = splitParts(payment.amount, fee, {
      type: 'percentage',
      bearer: 'proportional',
      members: [{ share: 15 }],
    }).payees;
    if (!part) continue;
    const wallet = { wallet: { storeId: store.id, currency: store.currency } };
    const share = {
      storeId: store.id,
      groupId: tailoring.id,
      payeeId: tailor.id,
      paymentReference: payment.reference,
      eventId: 'demo',
      description: `payment link "${link.name}" from ${payment.name}`,
      currency: store.currency,
      paymentAmount: payment.amount,
      gross: part.gross,
      fee: part.fee,
      net: part.net,
      createdAt: at,
    };
    if (index >= paid.length - HELD_DEPOSITS) {
      // Held for the weekly batch: out of the wallet, not spendable, owed to the tailor.
      await tx.insert(splitShares).values({ ...share, held: true });
      await ledger.recordMovement(unit, {
        posting: {
          reference: `split:${payment.reference}:demo`,
          kind: 'split_payout',
          metadata: { payment: payment.reference, group: tailoring.id },
          entries: [
            { account: wallet, amount: -part.net },
            { account: { system: 'split_held', currency: store.currency }, amount: part.net },
          ],
        },
        walletRows: [
          {
            storeId: store.id,
            ref: `splh_demo${payment.reference.slice(-10)}${index}`,
            agencyTxn: 'SPLIT',
            status: 'SUCCESSFUL',
            direction: 'debit',
            currency: store.currency,
            amount: part.net,
            request: JSON.stringify({ name: tailor.accountName, held: true }),
            response: JSON.stringify({ gross: part.gross.toString(), fee: part.fee.toString() }),
            meaning: `Split of payment link "${link.name}" held for ${tailor.name} until their weekly payout`,
            createdBy: 'system',
            createdAt: at,
            modifiedAt: at,
          },
        ],
      });
      held += part.net;
      continue;
    }
    const ref = `spl_demo${payment.reference.slice(-10)}${index}`;
    await tx.insert(payouts).values({
      ref,
      kind: 'split',
      fingerprint: `demo:${ref}`,
      storeId: store.id,
      currency: store.currency,
      amount: part.net,
      fee: 0n,
      bankCode: tailor.bankCode,
      bankName: tailor.bankName,
      accountNumber: tailor.accountNumber,
      accountName: tailor.accountName,
      narration: `Split of payment link "${link.name}" from ${payment.name}`,
      provider: 'sandbox',
      status: 'successful',
      providerReference: `SBX-${ref}`,
      sentAt: at,
      settledAt: at,
      createdAt: at,
    });
    await tx.insert(splitShares).values({ ...share, payoutRef: ref });
    // Shared and paid at once: from the wallet to the provider, the payee's bank.
    await ledger.recordMovement(unit, {
      posting: {
        reference: `split:${payment.reference}:demo`,
        kind: 'split_payout',
        metadata: { payment: payment.reference, group: tailoring.id },
        entries: [
          { account: wallet, amount: -part.net },
          { account: { system: 'provider_clearing', currency: store.currency }, amount: part.net },
        ],
      },
      walletRows: [
        {
          storeId: store.id,
          ref,
          agencyTxn: 'SPLIT',
          status: 'SUCCESSFUL',
          direction: 'debit',
          currency: store.currency,
          amount: part.net,
          request: JSON.stringify({
            name: tailor.accountName,
            bank: tailor.bankName,
            account: tailor.accountNumber,
          }),
          response: JSON.stringify({ gross: part.gross.toString(), fee: part.fee.toString() }),
          meaning: `Split of payment link "${link.name}" to ${tailor.name} (${tailor.bankName} ${tailor.accountNumber})`,
          createdBy: 'system',
          createdAt: at,
          modifiedAt: at,
        },
      ],
    });
    total += part.net;
  }
  await tx
    .update(splitGroups)
    .set({ payments: paid.length, paidOut: total + held })
    .where(eq(splitGroups.id, tailoring.id));
  await tx.update(splitPayees).set({ paidOut: total, held }).where(eq(splitPayees.id, tailor.id));
}

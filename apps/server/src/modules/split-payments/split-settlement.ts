import { splitParts, type SplitBearer, type SplitType } from '@olivia/contracts/split-payments';
import type { UnitOfWork } from '../../db/unit-of-work';
import { randomCode, sha256 } from '../../lib/secrets';
import type { Ledger } from '../ledger/public';
import type { SplitPaymentCredited } from '../top-ups/public';
import { claimPayout, type PayoutRow, type PayoutSettlement } from '../transfers/public';
import {
  addOwed,
  countGroupPayment,
  findStoreGroup,
  findStorefrontGroup,
  insertShare,
  lockPayee,
  membersOf,
  recordPayeeShare,
  sharesOfPayment,
} from './split-payments.repository';
import { holdShare } from './split-batches.repository';
import { shownShare } from './split-payments.service';

const byId = <T extends { payee: { id: string } }>(a: T, b: T) =>
  a.payee.id < b.payee.id ? -1 : a.payee.id > b.payee.id ? 1 : 0;

/**
 * Shares a payment the moment it is credited, in its unit of work (ADR 0031): each payee's part
 * by `splitParts` (the one place it is rounded), less what refunds took back from them (`owed`),
 * moved from the wallet to payouts in flight in one posting with a SPLIT row per payee, each paid
 * out after the commit through the payout path (its reconciler, its returns). A scheduled
 * payee's part is held instead (wallet → split held, a SPLIT row saying so) until their batch
 * (split-batches.ts), which withholds what they owe. Payees are locked after the wallet, in id
 * order (ADR 0006).
 */
export function createSplitSettlement(deps: {
  ledger: Ledger;
  payouts: () => PayoutSettlement;
  providerName: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function splitPaid(unit: UnitOfWork, paid: SplitPaymentCredited): Promise<void> {
    const { tx } = unit;
    if (paid.currency !== 'NGN') return;
    const group = paid.groupId
      ? await findStoreGroup(tx, paid.storeId, paid.groupId)
      : paid.storefront
        ? await findStorefrontGroup(tx, paid.storeId)
        : undefined;
    if (!group?.active) return;
    const members = (await membersOf(tx, [group.id])).filter(({ payee }) => payee.active);
    if (members.length === 0) return;
    const parts = splitParts(paid.amount, paid.fee, {
      type: group.type as SplitType,
      bearer: group.bearer as SplitBearer,
      members: members.map(({ member }) => ({ share: shownShare(group.type, member.share) })),
    });
    const at = now();
    const claimed: PayoutRow[] = [];
    const walletRows = [];
    let total = 0n;
    let held = 0n;
    const shared = members.map((member, index) => ({ ...member, part: parts.payees[index] }));
    for (const { payee: listed, part } of shared.sort(byId)) {
      if (!part || part.gross === 0n) continue;
      const payee = await lockPayee(tx, listed.id);
      if (!payee) continue;
      const row = {
        storeId: paid.storeId,
        groupId: group.id,
        payeeId: payee.id,
        paymentReference: paid.paymentReference,
        eventId: paid.eventId,
        description: paid.description,
        currency: paid.currency,
        paymentAmount: paid.amount,
        gross: part.gross,
        fee: part.fee,
        createdAt: at,
      };
      if (payee.schedule !== 'instant') {
        const share = await insertShare(tx, { ...row, net: part.net, held: true });
        if (!share) continue; // this payment was split before
        await holdShare(tx, payee.id, part.net);
        held += part.net;
        walletRows.push({
          storeId: paid.storeId,
          ref: `splh_${randomCode(20).toLowerCase()}`,
          agencyTxn: 'SPLIT',
          status: 'SUCCESSFUL',
          direction: 'debit',
          currency: paid.currency,
          amount: part.net,
          request: JSON.stringify({ name: payee.accountName, held: true }),
          response: JSON.stringify({ gross: part.gross.toString(), fee: part.fee.toString() }),
          meaning: `Split of ${paid.description} held for ${payee.name} until their ${payee.schedule} payout`,
          createdBy: 'system',
          createdAt: at,
          modifiedAt: at,
        });
        continue;
      }
      const withheld = part.net < payee.owed ? part.net : payee.owed;
      const net = part.net - withheld;
      const ref = net > 0n ? `spl_${randomCode(20).toLowerCase()}` : null;
      const share = await insertShare(tx, { ...row, withheld, net, payoutRef: ref });
      if (!share) continue; // this payment was split before
      await recordPayeeShare(tx, payee.id, withheld, net);
      if (!ref) continue;
      const narration = `Split of ${paid.description}`.slice(0, 100);
      const payout = await claimPayout(tx, {
        ref,
        kind: 'split',
        fingerprint: sha256(`split:${share.id}`),
        storeId: paid.storeId,
        requestedBy: null,
        currency: paid.currency,
        amount: net,
        fee: 0n,
        bankCode: payee.bankCode,
        bankName: payee.bankName,
        accountNumber: payee.accountNumber,
        accountName: payee.accountName,
        narration,
        provider: deps.providerName,
        createdAt: at,
      });
      if (!payout) continue;
      claimed.push(payout);
      total += net;
      walletRows.push({
        storeId: paid.storeId,
        ref,
        agencyTxn: 'SPLIT',
        status: 'PENDING',
        direction: 'debit',
        currency: paid.currency,
        amount: net,
        request: JSON.stringify({
          name: payee.accountName,
          bank: payee.bankName,
          account: payee.accountNumber,
          narration,
        }),
        response: JSON.stringify({
          gross: part.gross.toString(),
          fee: part.fee.toString(),
          withheld: withheld.toString(),
        }),
        meaning: `Split of ${paid.description} to ${payee.name} (${payee.bankName} ${payee.accountNumber})`,
        createdBy: 'system',
        createdAt: at,
        modifiedAt: at,
      });
    }
    await countGroupPayment(tx, group.id, total + held);
    if (total + held === 0n) return;
    const { currency } = paid;
    const wallet = { wallet: { storeId: paid.storeId, currency } };
    await deps.ledger.recordMovement(unit, {
      posting: {
        reference: `split:${paid.paymentReference}:${paid.eventId}`,
        kind: 'split_payout',
        metadata: { payment: paid.paymentReference, group: group.id },
        entries: [
          { account: wallet, amount: -(total + held) },
          ...(total > 0n
            ? [{ account: { system: 'payouts_in_flight' as const, currency }, amount: total }]
            : []),
          ...(held > 0n
            ? [{ account: { system: 'split_held' as const, currency }, amount: held }]
            : []),
        ],
      },
      walletRows,
    });
    unit.afterCommit(async () => {
      for (const payout of claimed) await deps.payouts().send(payout);
    });
  }

  /**
   * A refund of a split payment takes each payee's part of it back (ADR 0031): the store paid
   * the customer in full, so each payee owes it `refund × gross ÷ payment` (rounded down; the
   * store bears the rest), withheld from their next shares.
   */
  async function takeBack(unit: UnitOfWork, paymentReference: string, refunded: bigint) {
    const shares = await sharesOfPayment(unit.tx, paymentReference);
    const sorted = [...shares].sort((a, b) => (a.payeeId < b.payeeId ? -1 : 1));
    for (const share of sorted) {
      if (share.paymentAmount <= 0n) continue;
      const part = (refunded * share.gross) / share.paymentAmount;
      if (part > 0n) await addOwed(unit.tx, share.payeeId, part);
    }
  }

  return { splitPaid, takeBack };
}

export type SplitSettlement = ReturnType<typeof createSplitSettlement>;

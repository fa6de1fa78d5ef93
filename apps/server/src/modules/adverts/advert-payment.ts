import type { Advert } from '@olivia/contracts/adverts';
import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import { holdStore, type UserRow } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import { advertMeaning, toAdvert } from './advert-dto';
import { claimAdvert, updateAdvert, type AdvertRow, type NewAdvert } from './adverts.repository';

type Payer = Pick<UserRow, 'id' | 'email'>;

/** The wallet row of an advert's payment or refund, in the posting's transaction. */
function walletRow(advert: AdvertRow, at: Date) {
  return {
    storeId: advert.storeId,
    status: 'SUCCESSFUL',
    currency: advert.currency,
    request: JSON.stringify({ domain: advert.domain, platforms: advert.platforms }),
    createdAt: at,
    modifiedAt: at,
  };
}

/**
 * An advert's one unit of work (ADR 0021): holds the store (401 when it is gone: issue 25),
 * claims the reference (the idempotency key), moves daily budget × days from the wallet to
 * services sold (the wallet's CHECK refuses what is not there: 'Insufficient balance', nothing
 * written),
 * writes the ADVERT row and the account log, queues the debit event for after commit, and keeps
 * the posting's id on the advert. Answers undefined when another request claimed the reference
 * first.
 */
export async function payForAdvert(
  unit: UnitOfWork,
  ledger: Ledger,
  { advert, payer, at }: { advert: NewAdvert; payer: Payer; at: Date },
): Promise<AdvertRow | undefined> {
  const { tx } = unit;
  await holdStore(tx, advert.storeId);
  const claimed = await claimAdvert(tx, advert);
  if (!claimed) return undefined;
  const { storeId, currency, total } = claimed;
  // The audit snapshot, as the API shows the advert (without its reach).
  const snapshot: Partial<Advert> = toAdvert(claimed, at, 0);
  delete snapshot.reach;
  const amount = formatMoney(toMajorUnits(total), currency);
  const iso = at.toISOString();
  const posted = await ledger.recordMovement(unit, {
    posting: {
      reference: `advert:${claimed.reference}`,
      kind: 'advert',
      metadata: { advert: claimed.id, domain: claimed.domain, days: claimed.days },
      entries: [
        { account: { wallet: { storeId, currency } }, amount: -total },
        { account: { system: 'services_sold', currency }, amount: total },
      ],
    },
    walletRows: [
      {
        ...walletRow(claimed, at),
        ref: claimed.reference,
        agencyTxn: 'ADVERT',
        direction: 'debit',
        amount: total,
        meaning: advertMeaning(claimed),
        createdBy: payer.email,
      },
    ],
    audit: {
      storeId,
      actorUserId: payer.id,
      action: 'advert.created',
      entityType: 'advert',
      entityId: claimed.id,
      changes: snapshot,
    },
    events: [
      {
        storeId,
        type: 'debit',
        message: `Your wallet was debited with ${amount} for an advert on ${claimed.domain}. Time: ${iso}`,
        code: 'advertDebited',
        params: { amount, domain: claimed.domain },
        headid: claimed.reference,
        datetime: iso,
        createdat: iso,
      },
    ],
  });
  return updateAdvert(tx, claimed.id, { ledgerTransactionId: posted.transactionId });
}

/**
 * Gives back what an ended advert did not use, in its unit of work: services sold → wallet
 * under `advert-refund:<id>` (posted once, whatever repeats), the ADVERT REFUND row, and the
 * credit event after commit.
 */
export async function refundAdvert(
  unit: UnitOfWork,
  ledger: Ledger,
  { advert, refund, actor, at }: { advert: AdvertRow; refund: bigint; actor: Payer; at: Date },
): Promise<void> {
  const { storeId, currency } = advert;
  const amount = formatMoney(toMajorUnits(refund), currency);
  const iso = at.toISOString();
  // Posted before (a repeat): recordMovement writes and tells nothing again.
  await ledger.recordMovement(unit, {
    posting: {
      reference: `advert-refund:${advert.id}`,
      kind: 'advert_refund',
      metadata: { advert: advert.id },
      entries: [
        { account: { system: 'services_sold', currency }, amount: -refund },
        { account: { wallet: { storeId, currency } }, amount: refund },
      ],
    },
    walletRows: [
      {
        ...walletRow(advert, at),
        ref: `${advert.reference}-refund`,
        agencyTxn: 'ADVERT REFUND',
        direction: 'credit',
        amount: refund,
        meaning: `Refund of the unused days of the advert on ${advert.domain}`,
        createdBy: actor.email,
      },
    ],
    events: [
      {
        storeId,
        type: 'credit',
        message: `Your wallet was credited with ${amount}: the unused days of the advert on ${advert.domain}. Time: ${iso}`,
        code: 'advertRefunded',
        params: { amount, domain: advert.domain },
        headid: `${advert.reference}-refund`,
        datetime: iso,
        createdat: iso,
      },
    ],
  });
}

import { and, asc, eq } from 'drizzle-orm';
import { cardCharges, cardRefunds } from '../db/schema/card-charges';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Ledger } from '../modules/ledger/public';

/**
 * A refund in Ada's card payments (ADR 0030): ₦5,000 of the first gele class paid by card went
 * back when the class moved, processed by the provider, as the refund's job would have left it.
 */
export async function seedDemoCardRefunds(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
  by: { id: string; name: string; email: string },
) {
  const { tx } = unit;
  const charges = await tx
    .select()
    .from(cardCharges)
    .where(and(eq(cardCharges.storeId, store.id), eq(cardCharges.status, 'successful')))
    .orderBy(asc(cardCharges.createdAt));
  // The first gele class paid by card, whose date moved (any first card payment otherwise).
  const charge = charges.find((row) => row.description.includes('Gele')) ?? charges[0];
  if (!charge) return;
  const amount = 5_000_00n < charge.amount ? 5_000_00n : charge.amount;
  const at = new Date((charge.completedAt ?? charge.createdAt).getTime() + 2 * 86_400_000);
  const ref = '7b0c6e2a-5d1f-4c3b-9a8e-0d4f6a1b2c3d';
  const reason = 'The class moved to a date the customer could not make';
  await tx.insert(cardRefunds).values({
    storeId: store.id,
    chargeId: charge.id,
    ref,
    fingerprint: 'demo',
    currency: store.currency,
    amount,
    reason,
    status: 'processed',
    sent: true,
    providerReference: `SBX-RFD-demo-${ref}`,
    requestedBy: by.id,
    requestedByName: by.name,
    createdAt: at,
    completedAt: new Date(at.getTime() + 3_600_000),
  });
  await tx.update(cardCharges).set({ refunded: amount }).where(eq(cardCharges.id, charge.id));
  await ledger.recordMovement(unit, {
    posting: {
      reference: `card-refund:${ref}:demo`,
      kind: 'card_refund',
      metadata: { refund: ref, charge: charge.reference },
      entries: [
        { account: { wallet: { storeId: store.id, currency: store.currency } }, amount: -amount },
        { account: { system: 'provider_clearing', currency: store.currency }, amount },
      ],
    },
    walletRows: [
      {
        storeId: store.id,
        ref,
        agencyTxn: 'CARD REFUND',
        status: 'SUCCESSFUL',
        direction: 'debit',
        currency: store.currency,
        amount,
        request: JSON.stringify({
          name: charge.payerName,
          card: `${charge.cardBrand} ${charge.cardLast4}`.trim(),
          payment: charge.reference,
        }),
        response: JSON.stringify({ reason }),
        meaning: `Card refund to ${charge.payerName} for ${charge.description}: ${reason}`,
        createdBy: by.email,
        createdAt: at,
        modifiedAt: at,
      },
    ],
  });
}

import { and, eq } from 'drizzle-orm';
import { categories } from '../db/schema/catalog';
import type { UnitOfWork } from '../db/unit-of-work';
import { insertCoupons, insertDiscount } from '../modules/discounts/discounts.repository';

const DAY_MS = 86_400_000;

/**
 * Ada's discounts (ADR 0034): an automatic 10% off the Ankara range this week, free delivery
 * above ₦50,000 (combinable), a VIP code worth ₦2,500 with one shared code, an influencer
 * campaign of generated single-use codes (some used), and an expired Easter sale. Their figures
 * are a believable start; orders placed from now on move them.
 */
export async function seedDemoDiscounts(
  unit: UnitOfWork,
  store: { id: string },
  now: Date,
): Promise<void> {
  const { tx } = unit;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const [ankara] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, store.id), eq(categories.name, 'Ankara')));
  const base = { storeId: store.id, buyQuantity: 0, getQuantity: 0, minQuantity: 0 };
  if (ankara) {
    await insertDiscount(tx, {
      ...base,
      name: 'Ankara week',
      kind: 'percentage',
      value: 1_000n,
      appliesTo: 'categories',
      targetIds: [ankara.id],
      minSubtotal: 0n,
      method: 'automatic',
      startsAt: at(-6),
      endsAt: at(4),
      combinable: true,
      active: true,
    });
  }
  await insertDiscount(tx, {
    ...base,
    name: 'Free delivery over ₦50,000',
    kind: 'free_delivery',
    value: 0n,
    appliesTo: 'order',
    targetIds: [],
    minSubtotal: 5_000_000n,
    method: 'automatic',
    startsAt: at(-60),
    endsAt: null,
    combinable: true,
    active: true,
  });
  const vip = await insertDiscount(tx, {
    ...base,
    name: 'VIP ₦2,500 off',
    kind: 'fixed',
    value: 250_000n,
    appliesTo: 'order',
    targetIds: [],
    minSubtotal: 2_000_000n,
    method: 'code',
    startsAt: at(-30),
    endsAt: null,
    combinable: false,
    active: true,
  });
  await insertCoupons(tx, [
    { storeId: store.id, discountId: vip.id, code: 'ADAVIP', perCustomerLimit: 1, used: 12 },
  ]);
  const influencers = await insertDiscount(tx, {
    ...base,
    name: 'Instagram 15%',
    kind: 'percentage',
    value: 1_500n,
    appliesTo: 'order',
    targetIds: [],
    minSubtotal: 0n,
    method: 'code',
    startsAt: at(-14),
    endsAt: at(16),
    combinable: false,
    active: true,
  });
  await insertCoupons(
    tx,
    ['IGK7M2QXPA', 'IGW4R9TBNE', 'IGH3ZD6YLC', 'IGQ8VJ2MWS', 'IGT5NX7KRD'].map((code, i) => ({
      storeId: store.id,
      discountId: influencers.id,
      code,
      usageLimit: 1,
      used: i < 2 ? 1 : 0,
    })),
  );
  await insertDiscount(tx, {
    ...base,
    name: 'Easter sale',
    kind: 'percentage',
    value: 2_000n,
    appliesTo: 'order',
    targetIds: [],
    minSubtotal: 0n,
    method: 'automatic',
    startsAt: at(-240),
    endsAt: at(-230),
    combinable: false,
    active: true,
  });
}

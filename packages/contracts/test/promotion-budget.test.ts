import { describe, expect, it } from 'vitest';
import { priceDiscounts, type PricingDiscount } from '../src/discount-pricing';
import { capSavings } from '../src/promotion-budget';

const line = (productId: string, unitPrice: bigint, quantity = 1) => ({
  productId,
  categoryId: null,
  brandId: null,
  unitPrice,
  quantity,
});
const discount = (id: string, overrides: Partial<PricingDiscount> = {}): PricingDiscount => ({
  id,
  kind: 'percentage',
  value: 1_000n,
  appliesTo: 'order',
  targetIds: [],
  buyQuantity: 0,
  getQuantity: 0,
  minSubtotal: 0n,
  minQuantity: 0,
  combinable: true,
  ...overrides,
});

describe('capSavings', () => {
  const lines = [line('a', 10_000n), line('b', 5_000n)];

  it('leaves a saving within what is left as it is', () => {
    const pricing = priceDiscounts([discount('d1')], lines, 1_500n);
    expect(capSavings(pricing, new Set(['d1']), 10_000n)).toEqual(pricing);
  });

  it('cuts the promotion’s savings to what is left: delivery first, then the last lines', () => {
    const pricing = priceDiscounts(
      [discount('d1'), discount('free', { kind: 'free_delivery', value: 0n })],
      lines,
      1_500n,
    );
    expect(pricing.total).toBe(3_000n);
    const capped = capSavings(pricing, new Set(['d1', 'free']), 1_200n);
    expect(capped.total).toBe(1_200n);
    expect(capped.applied.map((s) => [s.discountId, s.total])).toEqual([['d1', 1_200n]]);
    expect(capped.deliverySaving).toBe(0n);
    expect(capped.lineSavings).toEqual([1_000n, 200n]);
  });

  it('leaves other discounts alone and drops one cut to nothing', () => {
    const pricing = priceDiscounts([discount('mine'), discount('other')], lines, 0n);
    const capped = capSavings(pricing, new Set(['mine']), 0n);
    expect(capped.applied.map((s) => s.discountId)).toEqual(['other']);
    expect(capped.total).toBe(1_500n);
  });
});

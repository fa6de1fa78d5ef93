import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  priceDiscounts,
  savingOf,
  type PricingDiscount,
  type PricingLine,
} from '../src/discount-pricing';

const line = (
  productId: string,
  unitPrice: bigint,
  quantity: number,
  extra: Partial<PricingLine> = {},
): PricingLine => ({
  productId,
  categoryId: null,
  brandId: null,
  unitPrice,
  quantity,
  ...extra,
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

// A ₦12,500.50 wrap × 2 and a ₦3,333.33 gele; ₦1,500 delivery.
const WRAP = line('wrap', 1_250_050n, 2, { categoryId: 'ankara', brandId: 'ada' });
const GELE = line('gele', 333_333n, 1, { categoryId: 'aso-oke' });
const CART = [WRAP, GELE];
const DELIVERY = 150_000n;

describe('a discount alone', () => {
  it('takes a percentage off each line, rounded down per line', () => {
    const saving = savingOf(discount('ten'), CART, DELIVERY);
    expect(saving.lines).toEqual([250_010n, 33_333n]);
    expect(saving.total).toBe(283_343n);
  });

  it('reaches only its products, categories or brands', () => {
    expect(
      savingOf(discount('cat', { appliesTo: 'categories', targetIds: ['aso-oke'] }), CART, 0n)
        .lines,
    ).toEqual([0n, 33_333n]);
    expect(
      savingOf(discount('brand', { appliesTo: 'brands', targetIds: ['ada'] }), CART, 0n).lines,
    ).toEqual([250_010n, 0n]);
    expect(
      savingOf(discount('none', { appliesTo: 'products', targetIds: ['shoe'] }), CART, 0n).total,
    ).toBe(0n);
  });

  it('takes a fixed amount off the order (at most its subtotal) or off each unit (at most its price)', () => {
    const order = savingOf(discount('5k', { kind: 'fixed', value: 500_000n }), CART, 0n);
    expect(order.lines).toEqual([500_000n, 0n]);
    const all = savingOf(discount('huge', { kind: 'fixed', value: 99_999_999n }), CART, 0n);
    expect(all.total).toBe(2_833_433n);
    const perUnit = savingOf(
      discount('unit', {
        kind: 'fixed',
        value: 400_000n,
        appliesTo: 'products',
        targetIds: ['wrap', 'gele'],
      }),
      CART,
      0n,
    );
    expect(perUnit.lines).toEqual([800_000n, 333_333n]);
  });

  it('makes delivery free, and gives the cheapest of each buy-2-get-1 group', () => {
    expect(savingOf(discount('ship', { kind: 'free_delivery' }), CART, DELIVERY).delivery).toBe(
      DELIVERY,
    );
    const bxgy = savingOf(
      discount('b2g1', { kind: 'bxgy', value: 10_000n, buyQuantity: 2, getQuantity: 1 }),
      CART,
      0n,
    );
    // Units dearest first: wrap, wrap, gele → the gele is free.
    expect(bxgy.lines).toEqual([0n, 333_333n]);
  });

  it('needs its minimum subtotal and quantity', () => {
    expect(savingOf(discount('min', { minSubtotal: 3_000_000n }), CART, 0n).total).toBe(0n);
    expect(savingOf(discount('qty', { minQuantity: 4 }), CART, 0n).total).toBe(0n);
    expect(savingOf(discount('ok', { minQuantity: 3 }), CART, 0n).total).toBeGreaterThan(0n);
  });
});

describe('discounts together', () => {
  it('adds combinable ones, and takes the best alone when it saves more', () => {
    const ten = discount('ten');
    const ship = discount('ship', { kind: 'free_delivery' });
    const together = priceDiscounts([ten, ship], CART, DELIVERY);
    expect(together.applied.map((a) => a.discountId)).toEqual(['ten', 'ship']);
    expect(together.total).toBe(283_343n + DELIVERY);

    const half = discount('half', { value: 5_000n, combinable: false });
    const best = priceDiscounts([ten, ship, half], CART, DELIVERY);
    expect(best.applied.map((a) => a.discountId)).toEqual(['half']);
    const small = discount('small', { kind: 'fixed', value: 100n, combinable: false });
    expect(
      priceDiscounts([ten, ship, small], CART, DELIVERY).applied.map((a) => a.discountId),
    ).toEqual(['ten', 'ship']);
  });

  const lines = fc.array(
    fc.record({
      productId: fc.constantFrom('a', 'b', 'c'),
      categoryId: fc.constantFrom('x', 'y', null),
      brandId: fc.constantFrom('m', null),
      unitPrice: fc.bigInt({ min: 0n, max: 10_000_000n }),
      quantity: fc.integer({ min: 1, max: 20 }),
    }),
    { minLength: 1, maxLength: 6 },
  );
  const discounts = fc.array(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      kind: fc.constantFrom('percentage', 'fixed', 'free_delivery', 'bxgy'),
      value: fc.bigInt({ min: 0n, max: 10_000n }),
      appliesTo: fc.constantFrom('order', 'products', 'categories', 'brands'),
      targetIds: fc.subarray(['a', 'b', 'x', 'm']),
      buyQuantity: fc.integer({ min: 0, max: 3 }),
      getQuantity: fc.integer({ min: 0, max: 2 }),
      minSubtotal: fc.bigInt({ min: 0n, max: 5_000_000n }),
      minQuantity: fc.integer({ min: 0, max: 5 }),
      combinable: fc.boolean(),
    }),
    { maxLength: 5 },
  );

  it('never takes a line or the delivery below zero, and adds up exactly', () => {
    fc.assert(
      fc.property(lines, discounts, fc.bigInt({ min: 0n, max: 500_000n }), (cart, offers, fee) => {
        const priced = priceDiscounts(offers as PricingDiscount[], cart, fee);
        priced.lineSavings.forEach((saving, i) => {
          expect(saving >= 0n).toBe(true);
          expect(
            saving <=
              (cart[i] as PricingLine).unitPrice * BigInt((cart[i] as PricingLine).quantity),
          ).toBe(true);
        });
        expect(priced.deliverySaving >= 0n && priced.deliverySaving <= fee).toBe(true);
        const sum = priced.applied.reduce((total, a) => total + a.total, 0n);
        expect(sum).toBe(priced.total);
        expect(priced.lineSavings.reduce((t, s) => t + s, 0n) + priced.deliverySaving).toBe(
          priced.total,
        );
        // At most one discount that is not combinable, and then alone.
        const lone = priced.applied.filter(
          (a) => !offers.find((o) => o.id === a.discountId)?.combinable,
        );
        expect(lone.length === 0 || priced.applied.length === 1).toBe(true);
      }),
    );
  });

  it('gives the customer at least what any single discount would', () => {
    fc.assert(
      fc.property(lines, discounts, fc.bigInt({ min: 0n, max: 500_000n }), (cart, offers, fee) => {
        const priced = priceDiscounts(offers as PricingDiscount[], cart, fee);
        for (const offer of offers as PricingDiscount[]) {
          const alone = priceDiscounts([offer], cart, fee);
          expect(priced.total >= alone.total).toBe(true);
        }
      }),
    );
  });
});

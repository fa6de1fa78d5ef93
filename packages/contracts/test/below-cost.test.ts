import { describe, expect, it } from 'vitest';
import { belowCost, discountedUnitPrice } from '../src/below-cost';

const product = (
  id: string,
  price: bigint,
  cost: bigint | null,
  categoryId: string | null = null,
) => ({
  productId: id,
  categoryId,
  brandId: null,
  price,
  cost,
});

describe('discountedUnitPrice', () => {
  it('takes a percentage off a unit, rounding the saving down as checkout does', () => {
    expect(
      discountedUnitPrice({ kind: 'percentage', value: 3333n, appliesTo: 'order' }, 1000n),
    ).toBe(667n);
  });

  it('takes a fixed amount off each unit of named products, never below zero', () => {
    const fixed = { kind: 'fixed', value: 500n, appliesTo: 'products' } as const;
    expect(discountedUnitPrice(fixed, 1200n)).toBe(700n);
    expect(discountedUnitPrice(fixed, 300n)).toBe(0n);
  });

  it('lowers no unit for a fixed amount off the order or free delivery', () => {
    expect(
      discountedUnitPrice({ kind: 'fixed', value: 500n, appliesTo: 'order' }, 1200n),
    ).toBeNull();
    expect(
      discountedUnitPrice({ kind: 'free_delivery', value: 0n, appliesTo: 'order' }, 1200n),
    ).toBeNull();
  });

  it('prices the free units of a buy-X-get-Y', () => {
    expect(discountedUnitPrice({ kind: 'bxgy', value: 10_000n, appliesTo: 'order' }, 900n)).toBe(
      0n,
    );
  });
});

describe('belowCost', () => {
  const shirt = product('shirt', 10_000n, 6_000n, 'tops');
  const cap = product('cap', 5_000n, 4_800n, 'hats');
  const scarf = product('scarf', 8_000n, null, 'tops');

  it('names the products a percentage would sell below cost, and only those', () => {
    const found = belowCost(
      { kind: 'percentage', value: 3000n, appliesTo: 'order', targetIds: [] },
      [shirt, cap, scarf],
    );
    expect(found.map((f) => [f.product.productId, f.discounted])).toEqual([['cap', 3500n]]);
  });

  it('looks only at what the discount reaches', () => {
    const onTops = {
      kind: 'percentage',
      value: 5000n,
      appliesTo: 'categories',
      targetIds: ['tops'],
    } as const;
    expect(belowCost(onTops, [shirt, cap, scarf]).map((f) => f.product.productId)).toEqual([
      'shirt',
    ]);
  });

  it('says nothing at exactly the cost price', () => {
    const toCost = {
      kind: 'fixed',
      value: 4_000n,
      appliesTo: 'products',
      targetIds: ['shirt'],
    } as const;
    expect(belowCost(toCost, [shirt])).toEqual([]);
    expect(belowCost({ ...toCost, value: 4_001n }, [shirt])).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { invoiceFigures } from './invoice-math';

describe('invoiceFigures', () => {
  it('adds the lines, takes the discount and rounds the tax half-up to the minor unit', () => {
    expect(
      invoiceFigures({
        lines: [
          { quantity: 3, unitprice: 1_000.1 },
          { quantity: 1, unitprice: 0.35 },
        ],
        discount: 0.2,
        taxrate: 7.5,
      }),
    ).toEqual({ subtotal: 3_000.65, discount: 0.2, tax: 225.03, total: 3_225.48 });
    // 0.10 × 5 % = 0.005: half a kobo goes up.
    expect(invoiceFigures({ lines: [{ quantity: 1, unitprice: 0.1 }], taxrate: 5 }).tax).toBe(0.01);
  });

  it('counts a blank quantity or price as nothing', () => {
    expect(invoiceFigures({ lines: [{ quantity: Number.NaN, unitprice: 5 }] }).total).toBe(0);
  });
});

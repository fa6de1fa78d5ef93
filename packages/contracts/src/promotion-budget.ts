import type { CartPricing } from './discount-pricing';

/**
 * A promotion's budget on a priced cart (ADR 0037): the savings of its discounts cut so they add
 * up to at most `cap` (what is left of the budget) — the order that reaches the budget gets what
 * is left, not nothing. A cut comes off the delivery saving first, then the lines from the last;
 * a discount cut to nothing is no longer applied. Integer minor units throughout.
 */
export function capSavings(
  pricing: CartPricing,
  discountIds: ReadonlySet<string>,
  cap: bigint,
): CartPricing {
  let left = cap > 0n ? cap : 0n;
  const lineSavings = [...pricing.lineSavings];
  let deliverySaving = pricing.deliverySaving;
  let total = pricing.total;
  const applied = pricing.applied.flatMap((saving) => {
    if (!discountIds.has(saving.discountId)) return [saving];
    const keep = saving.total < left ? saving.total : left;
    left -= keep;
    let cut = saving.total - keep;
    if (cut === 0n) return [saving];
    total -= cut;
    const delivery = saving.delivery < cut ? saving.delivery : cut;
    cut -= delivery;
    deliverySaving -= delivery;
    const lines = [...saving.lines];
    for (let i = lines.length - 1; i >= 0 && cut > 0n; i -= 1) {
      const off = (lines[i] ?? 0n) < cut ? (lines[i] ?? 0n) : cut;
      lines[i] = (lines[i] ?? 0n) - off;
      lineSavings[i] = (lineSavings[i] ?? 0n) - off;
      cut -= off;
    }
    return keep === 0n
      ? []
      : [{ ...saving, lines, delivery: saving.delivery - delivery, total: keep }];
  });
  return { applied, lineSavings, deliverySaving, total };
}

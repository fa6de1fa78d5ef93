/**
 * How discounts price a cart (issue 28): the one place their arithmetic and rounding live. The
 * server runs it on prices from the catalogue (never the browser's); money is integer minor
 * units throughout, so nothing is lost or made by rounding.
 *
 * - `percentage` takes `value` basis points (1000 = 10%) off each eligible line, rounded down
 *   per line (never more than the percentage).
 * - `fixed` on the order takes `value` off the eligible subtotal (at most all of it); on
 *   products, categories or brands it takes `value` off each eligible unit (at most its price).
 * - `free_delivery` takes the delivery fee off.
 * - `bxgy`: among eligible units, dearest first, each group of `buy + get` units gives its
 *   `get` cheapest ones free (`value` basis points off them: 10000 = free).
 * - A discount applies when its minimum subtotal (of eligible lines) and minimum quantity (of
 *   eligible units) are met.
 * - Stacking: every combinable discount that applies adds up; a discount that is not
 *   combinable applies alone. The customer gets whichever is larger: the best one alone, or all
 *   combinable ones together (capped at what the cart costs). Ties go to the combined set, then
 *   to the earlier discount.
 */

export type DiscountKind = 'percentage' | 'fixed' | 'free_delivery' | 'bxgy';
export type DiscountTarget = 'order' | 'products' | 'categories' | 'brands';

/** A line of a cart as the discounts see it. Money in minor units. */
export interface PricingLine {
  productId: string;
  categoryId: string | null;
  brandId: string | null;
  unitPrice: bigint;
  quantity: number;
}

export interface PricingDiscount {
  id: string;
  kind: DiscountKind;
  /** Basis points for percentage and bxgy; minor units for fixed; unused for free delivery. */
  value: bigint;
  appliesTo: DiscountTarget;
  /** The products, categories or brands it applies to (ignored for the order). */
  targetIds: readonly string[];
  buyQuantity: number;
  getQuantity: number;
  minSubtotal: bigint;
  minQuantity: number;
  combinable: boolean;
}

/** What one discount takes off: per line (by index) and off the delivery. */
export interface DiscountSaving {
  discountId: string;
  lines: bigint[];
  delivery: bigint;
  total: bigint;
}

export interface CartPricing {
  /** The discounts applied (the chosen set), each with its saving. */
  applied: DiscountSaving[];
  /** What each line saves in all, by index. */
  lineSavings: bigint[];
  deliverySaving: bigint;
  total: bigint;
}

const BASIS = 10_000n;
const lineTotal = (line: PricingLine) => line.unitPrice * BigInt(line.quantity);

/** Whether a discount reaches a line. */
export function reaches(discount: PricingDiscount, line: PricingLine): boolean {
  switch (discount.appliesTo) {
    case 'order':
      return true;
    case 'products':
      return discount.targetIds.includes(line.productId);
    case 'categories':
      return line.categoryId !== null && discount.targetIds.includes(line.categoryId);
    case 'brands':
      return line.brandId !== null && discount.targetIds.includes(line.brandId);
  }
}

/** BXGY: the free (or reduced) units, cheapest in each group of the dearest-first units. */
function bxgySavings(discount: PricingDiscount, lines: PricingLine[], eligible: boolean[]) {
  const savings = lines.map(() => 0n);
  const group = discount.buyQuantity + discount.getQuantity;
  if (discount.getQuantity <= 0 || group <= 0) return savings;
  const units = lines
    .flatMap((line, index) =>
      eligible[index]
        ? Array.from({ length: line.quantity }, () => ({ index, price: line.unitPrice }))
        : [],
    )
    .sort((a, b) => (a.price === b.price ? a.index - b.index : a.price > b.price ? -1 : 1));
  for (let start = 0; start + group <= units.length; start += group) {
    for (const unit of units.slice(start + discount.buyQuantity, start + group)) {
      savings[unit.index] = (savings[unit.index] ?? 0n) + (unit.price * discount.value) / BASIS;
    }
  }
  return savings;
}

/** What one discount alone takes off the cart; zero when its conditions are not met. */
export function savingOf(
  discount: PricingDiscount,
  lines: PricingLine[],
  deliveryFee: bigint,
): DiscountSaving {
  const none = { discountId: discount.id, lines: lines.map(() => 0n), delivery: 0n, total: 0n };
  const eligible = lines.map((line) => reaches(discount, line));
  const subtotal = lines.reduce((sum, line, i) => (eligible[i] ? sum + lineTotal(line) : sum), 0n);
  const quantity = lines.reduce((sum, line, i) => (eligible[i] ? sum + line.quantity : sum), 0);
  if (quantity === 0 || subtotal < discount.minSubtotal || quantity < discount.minQuantity) {
    return none;
  }
  let savings = lines.map(() => 0n);
  let delivery = 0n;
  switch (discount.kind) {
    case 'percentage':
      savings = lines.map((line, i) =>
        eligible[i] ? (lineTotal(line) * discount.value) / BASIS : 0n,
      );
      break;
    case 'fixed':
      if (discount.appliesTo === 'order') {
        // Spread over the lines in their order, never more than a line costs.
        let left = discount.value < subtotal ? discount.value : subtotal;
        savings = lines.map((line, i) => {
          if (!eligible[i] || left === 0n) return 0n;
          const take = lineTotal(line) < left ? lineTotal(line) : left;
          left -= take;
          return take;
        });
      } else {
        savings = lines.map((line, i) => {
          if (!eligible[i]) return 0n;
          const off = discount.value < line.unitPrice ? discount.value : line.unitPrice;
          return off * BigInt(line.quantity);
        });
      }
      break;
    case 'free_delivery':
      delivery = deliveryFee;
      break;
    case 'bxgy':
      savings = bxgySavings(discount, lines, eligible);
      break;
  }
  const total = savings.reduce((sum, s) => sum + s, 0n) + delivery;
  return { discountId: discount.id, lines: savings, delivery, total };
}

/** Adds savings up, never taking a line or the delivery below zero. */
function combine(savings: DiscountSaving[], lines: PricingLine[], deliveryFee: bigint) {
  const lineSavings = lines.map(() => 0n);
  let deliverySaving = 0n;
  const applied: DiscountSaving[] = [];
  for (const saving of savings) {
    const taken = saving.lines.map((amount, i) => {
      const room = lineTotal(lines[i] as PricingLine) - (lineSavings[i] ?? 0n);
      return amount < room ? amount : room;
    });
    const deliveryRoom = deliveryFee - deliverySaving;
    const delivery = saving.delivery < deliveryRoom ? saving.delivery : deliveryRoom;
    taken.forEach((amount, i) => (lineSavings[i] = (lineSavings[i] ?? 0n) + amount));
    deliverySaving += delivery;
    const total = taken.reduce((sum, amount) => sum + amount, 0n) + delivery;
    if (total > 0n) applied.push({ ...saving, lines: taken, delivery, total });
  }
  const total = lineSavings.reduce((sum, s) => sum + s, 0n) + deliverySaving;
  return { applied, lineSavings, deliverySaving, total };
}

/**
 * The discounts a cart gets from those that could apply (the store's automatic ones in force,
 * and the one a code names): the combinable ones together, or the best one alone, whichever
 * saves the customer more.
 */
export function priceDiscounts(
  discounts: readonly PricingDiscount[],
  lines: PricingLine[],
  deliveryFee: bigint,
): CartPricing {
  const savings = discounts.map((discount) => savingOf(discount, lines, deliveryFee));
  const together = combine(
    savings.filter((_, i) => discounts[i]?.combinable),
    lines,
    deliveryFee,
  );
  let best = together;
  savings.forEach((saving, i) => {
    if (discounts[i]?.combinable) return;
    const alone = combine([saving], lines, deliveryFee);
    if (alone.total > best.total) best = alone;
  });
  return best;
}

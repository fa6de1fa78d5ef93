/**
 * What a card payment costs the merchant (docs/engineering.md#money, ADR 0028), Paystack's local
 * card price: 1.5% plus ₦100 (the ₦100 waived under ₦2,500), capped at ₦2,000; elsewhere 1.5%
 * plus 0.20 of the currency. Minor units in and out; the percentage rounds up.
 */
export function cardFee(amount: bigint, currency: string): bigint {
  const percent = (amount * 15n + 999n) / 1000n;
  if (currency === 'NGN') {
    const flat = amount < 2_500_00n ? 0n : 100_00n;
    const fee = percent + flat;
    return fee < 2_000_00n ? fee : 2_000_00n;
  }
  return percent + 20n;
}

/**
 * Currency signs and codes the screens put before an amount (docs/product/screens.md's currencies).
 */
const CURRENCY_MARKS = /₦|£|\$|€|\b(?:NGN|GBP|GBR|USD|CAD|C)\b/gi;
/** A sign before the amount: debits are shown as "−₦510.00". */
const LEADING_SIGN = /^[+\-−]/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;
const PLAIN = /^\d{1,13}(?:\.\d{1,2})?$/;

/**
 * The amount a search stands for, in minor units, when it is written as the screens show amounts:
 * "5,000.00", "5000", "₦5,000", "−₦510.00", "5000.5". Anything else (a reference, a word, "5,00")
 * is no amount.
 */
export function searchedAmount(q: string): bigint | undefined {
  const text = q.replace(CURRENCY_MARKS, '').replace(/\s/g, '').replace(LEADING_SIGN, '');
  if (!GROUPED.test(text) && !PLAIN.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.');
  if (whole.length > 13) return undefined;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

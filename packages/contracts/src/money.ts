import { z } from 'zod';
import { messages } from './messages';

/**
 * Money on the wire is a number in major units with at most 2 decimals; inside the server it is
 * an integer of minor units (docs/engineering.md#api-conventions). These two functions are the only
 * conversion.
 */
export function toMinorUnits(major: number): bigint {
  if (!Number.isFinite(major)) throw new RangeError(`not an amount: ${major}`);
  const [whole = '0', fraction = ''] = Math.abs(major).toFixed(2).split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return major < 0 ? -minor : minor;
}

export function toMajorUnits(minor: bigint): number {
  return Number(minor) / 100;
}

/** docs/product/rules.md: amounts are rounded to 2 decimals. */
export const roundAmount = (value: number) => Math.round(value * 100) / 100;

/**
 * An amount a merchant sets (a price, a delivery fee) in major units: 0 to `max`, 2 decimals
 * kept, refused with 'Enter a valid amount'.
 */
export const settableAmount = (max: number) =>
  z
    .number(messages.enterValidAmount)
    .finite(messages.enterValidAmount)
    .min(0, messages.enterValidAmount)
    .max(max, messages.enterValidAmount)
    .transform(roundAmount);

export const AmountSchema = z
  .number()
  .finite()
  .positive()
  .max(1_000_000_000)
  .transform(roundAmount);

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANK_THRESHOLDS,
  parseRankThresholds,
  rankFor,
} from '../../src/modules/dashboard/rank';

const naira = (amount: number) => BigInt(Math.round(amount * 100));

describe('the rank rule (ADR 0019)', () => {
  const table = parseRankThresholds(DEFAULT_RANK_THRESHOLDS);

  it('gives bronze, silver, gold and platinum at the thresholds, not a kobo before', () => {
    expect(rankFor(0n, 'NGN', table)).toBe('bronze');
    expect(rankFor(naira(999_999.99), 'NGN', table)).toBe('bronze');
    expect(rankFor(naira(1_000_000), 'NGN', table)).toBe('silver');
    expect(rankFor(naira(9_999_999.99), 'NGN', table)).toBe('silver');
    expect(rankFor(naira(10_000_000), 'NGN', table)).toBe('gold');
    expect(rankFor(naira(50_000_000), 'NGN', table)).toBe('platinum');
    expect(rankFor(naira(900_000_000), 'NGN', table)).toBe('platinum');
  });

  it('uses the `*` thresholds for a currency not named', () => {
    expect(rankFor(naira(2_499.99), 'GBP', table)).toBe('bronze');
    expect(rankFor(naira(2_500), 'GBP', table)).toBe('silver');
    expect(rankFor(naira(125_000), 'USD', table)).toBe('platinum');
  });

  it('reads a configured table, and refuses a wrong one with what is wrong', () => {
    expect(parseRankThresholds('NGN:10,20,30;*:1,2.5,3')).toEqual({
      NGN: [1000n, 2000n, 3000n],
      '*': [100n, 250n, 300n],
    });
    expect(() => parseRankThresholds('NGN:10,20,30')).toThrow('"*:silver,gold,platinum"');
    expect(() => parseRankThresholds('*:10,20')).toThrow('three amounts');
    expect(() => parseRankThresholds('*:30,20,10')).toThrow('must rise');
    expect(() => parseRankThresholds('*:0,20,30')).toThrow('must rise');
    expect(() => parseRankThresholds('naira:1,2,3;*:1,2,3')).toThrow('not CUR:');
    expect(() => parseRankThresholds('*:1,2,x')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { AdvertRequestSchema, advertMinimumDailyBudget, estimatedDailyReach } from '../src/adverts';
import { advertMessages } from '../src/advert-messages';

describe('estimatedDailyReach', () => {
  it('splits the budget evenly and buys a thousand people per platform cost, rounded down', () => {
    // ₦3,000 / ₦600 × 1000 + ₦3,000 / ₦500 × 1000
    expect(estimatedDailyReach(6000, 'NGN', ['facebook', 'tiktok'])).toBe(11_000);
    expect(estimatedDailyReach(1000, 'NGN', ['google'])).toBe(1111);
    expect(estimatedDailyReach(1000, 'NGN', ['x', 'instagram'])).toBe(625 + 714);
  });

  it('prices every other currency alike', () => {
    expect(estimatedDailyReach(9, 'GBP', ['facebook'])).toBe(3000);
    expect(estimatedDailyReach(9, 'USD', ['facebook'])).toBe(3000);
    expect(estimatedDailyReach(10, 'CAD', ['instagram', 'google'])).toBe(1428 + 1111);
  });

  it('reaches nobody without a platform or a budget', () => {
    expect(estimatedDailyReach(5000, 'NGN', [])).toBe(0);
    expect(estimatedDailyReach(0, 'NGN', ['facebook'])).toBe(0);
    expect(estimatedDailyReach(-10, 'GBP', ['facebook'])).toBe(0);
  });

  it('grows with the budget', () => {
    const platforms = ['facebook', 'google', 'x'] as const;
    expect(estimatedDailyReach(2000, 'NGN', platforms)).toBeGreaterThan(
      estimatedDailyReach(1000, 'NGN', platforms),
    );
  });
});

describe('advert rules', () => {
  it('asks at least ₦1,000 a day in NGN and 5 elsewhere', () => {
    expect(advertMinimumDailyBudget('NGN')).toBe(1000);
    expect(advertMinimumDailyBudget('GBP')).toBe(5);
    expect(advertMinimumDailyBudget('USD')).toBe(5);
  });

  it('refuses no platform, a platform twice, and days outside 1 to 90', () => {
    const valid = {
      platforms: ['facebook'],
      domain: ' Shop.Example ',
      dailyBudget: 1000,
      numberofdays: 90,
      startdate: '2026-03-02',
      pin: '4826',
      reference: '6d1f0d8e-3c1a-4e8e-9d8a-1f2b3c4d5e6f',
    };
    expect(AdvertRequestSchema.parse(valid).domain).toBe('shop.example');
    const problems = (body: object) =>
      AdvertRequestSchema.safeParse({ ...valid, ...body }).error?.issues.map((i) => i.message);
    expect(problems({ platforms: [] })).toEqual([advertMessages.advertPlatformsRequired]);
    expect(problems({ platforms: ['x', 'x'] })).toEqual([advertMessages.advertPlatformsRequired]);
    expect(problems({ numberofdays: 91 })).toEqual([advertMessages.advertDaysRange]);
    expect(problems({ numberofdays: 0 })).toEqual([advertMessages.advertDaysRange]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandboxAdNetwork, sandboxDayFactor } from '../../src/modules/adverts/ad-network';

describe('the sandbox ad network', () => {
  it('delivers 0.85 to 1.15 of the estimate each day, the same every time it is asked', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 89 }), (advertId, day) => {
        const factor = sandboxDayFactor(advertId, day);
        expect(factor).toBeGreaterThanOrEqual(0.85);
        expect(factor).toBeLessThan(1.15);
        expect(sandboxDayFactor(advertId, day)).toBe(factor);
      }),
    );
  });

  it('reports the sum of the days run, and nobody before the first day', async () => {
    const network = createSandboxAdNetwork();
    const advertId = '6d1f0d8e-3c1a-4e8e-9d8a-1f2b3c4d5e6f';
    const query = { networkRef: 'sandbox-ad-x', advertId, estimatedDailyReach: 10_000 };
    expect(await network.report({ ...query, daysRun: 0 })).toBe(0);
    const three = await network.report({ ...query, daysRun: 3 });
    const days = [0, 1, 2].map((day) => Math.floor(10_000 * sandboxDayFactor(advertId, day)));
    expect(three).toBe(days.reduce((sum, reach) => sum + reach, 0));
    expect(three).toBeGreaterThanOrEqual(25_500);
    expect(three).toBeLessThanOrEqual(34_500);
    expect(new Set(days).size).toBeGreaterThan(1);
  });
});

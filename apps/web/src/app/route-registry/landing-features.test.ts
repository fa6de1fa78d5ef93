import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../features/marketing/components/feature-grid';
import { placeholderScreen } from './route-entry';
import { ROUTE_REGISTRY } from './route-registry';

/** Issue 29: the landing page promises what the product does today, and nothing more. */
describe("the landing page's features", () => {
  it('names only features a merchant can open today', () => {
    const entries = ROUTE_REGISTRY.flatMap((entry) => [entry, ...(entry.children ?? [])]);
    for (const [feature, { screen: path }] of Object.entries(FEATURES)) {
      const entry = entries.find((candidate) => candidate.path === path);
      expect(entry, `${feature}: ${path} is not a route`).toBeDefined();
      expect(entry?.screen, `${feature}: ${path} is not built yet`).not.toBe(placeholderScreen);
    }
  });
});

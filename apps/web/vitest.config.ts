import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { catalogueFiles } from './vite-catalogues';

/**
 * Tests that need a module graph of their own run in `vitest.isolated.config.ts`, each file isolated:
 * - those that render on the server (`react-dom/static`): an unfinished server render leaves
 *   React's context values behind, which the next file's client render would read ("a <Router>
 *   inside another <Router>");
 * - the providers' test, which checks that the toast library loads with the first toast: once
 *   any file has shown a toast, it is loaded for the whole graph;
 * - the tests of the store's channel itself (reconnects, backoff, refetch after a reconnect):
 *   the one connection is module state, and what an earlier file left in it (a reconnect under
 *   way, its attempt count) changes what they see.
 */
export const ISOLATED_TESTS = [
  'src/app/ssr/**/*.test.tsx',
  'src/features/storefront/**/*.test.tsx',
  'src/app/providers.test.tsx',
  'src/app/layouts/realtime/**/*.test.tsx',
  'src/lib/realtime/**/*.test.ts',
];

/** What both web projects share. */
export const webTestOptions: NonNullable<ViteUserConfig['test']> = {
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom/vitest', './src/test/setup.ts'],
  restoreMocks: true,
  // Tests wait on conditions, never on time. The slowest test takes 4.5 s during a whole
  // `npm test` on two busy cores: 10 s stops a hung one and lets a slowing one show.
  testTimeout: 10_000,
  hookTimeout: 10_000,
  unstubGlobals: true,
};

export const webPlugins = () => [react(), catalogueFiles()];

export default defineConfig({
  plugins: webPlugins(),
  test: {
    ...webTestOptions,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
    // The files of a worker share one module graph (jsdom, React, i18next loaded once): the
    // suite runs in a quarter of the time. test/setup.ts puts every shared store back after
    // each test, so no test depends on the files run before it.
    isolate: false,
  },
});

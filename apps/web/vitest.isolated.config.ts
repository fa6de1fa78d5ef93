import { defineConfig } from 'vitest/config';
import { ISOLATED_TESTS, webPlugins, webTestOptions } from './vitest.config';

/** The web tests that need a module graph of their own, each file isolated (vitest.config.ts). */
export default defineConfig({
  plugins: webPlugins(),
  test: {
    ...webTestOptions,
    name: 'web-isolated',
    include: ISOLATED_TESTS,
  },
});

import { defineConfig } from 'vitest/config';
import { SERVER_RENDERING_TESTS, webPlugins, webTestOptions } from './vitest.config';

/** The web tests that render on the server, each file isolated (see vitest.config.ts). */
export default defineConfig({
  plugins: webPlugins(),
  test: {
    ...webTestOptions,
    name: 'web-ssr',
    include: SERVER_RENDERING_TESTS.map((folder) => `${folder}/*.test.{ts,tsx}`),
  },
});

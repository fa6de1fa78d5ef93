import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/e2e/vitest.config.ts',
    ],
  },
});

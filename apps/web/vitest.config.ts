import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogueFiles } from './vite-catalogues';

export default defineConfig({
  plugins: [react(), catalogueFiles()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['@testing-library/jest-dom/vitest', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Tests wait on conditions, never on time. The slowest test takes 4.5 s during a whole
    // `npm test` on two busy cores: 10 s stops a hung one and lets a slowing one show.
    testTimeout: 10_000,
    hookTimeout: 10_000,
    unstubGlobals: true,
  },
});

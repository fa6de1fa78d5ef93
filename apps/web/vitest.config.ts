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
    // Tests wait on conditions, never on time; the limits only stop a hung test on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    unstubGlobals: true,
  },
});

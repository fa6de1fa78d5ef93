import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of apps/server during development and `vite preview`. */
const apiTarget = 'http://localhost:3000';

const proxy = {
  '/api': { target: apiTarget },
  '/files': { target: apiTarget },
  '/v3': { target: apiTarget, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist' },
});

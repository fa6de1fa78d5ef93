import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const webFeatures = (() => {
  try {
    return readdirSync('apps/web/src/features');
  } catch {
    return [];
  }
})();

/** DESIGN.md §3 import direction, enforced rather than remembered. */
const boundaries = [
  // contracts imports only zod
  { target: './packages/contracts', from: './apps' },
  // web: components and lib -> features -> app; features do not reach into one another
  { target: './apps/web/src/components', from: './apps/web/src/features' },
  { target: './apps/web/src/components', from: './apps/web/src/app' },
  { target: './apps/web/src/lib', from: './apps/web/src/features' },
  { target: './apps/web/src/lib', from: './apps/web/src/app' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
  })),
  // server: lib, db, plugins -> modules -> app
  { target: './apps/server/src/lib', from: './apps/server/src/modules' },
  { target: './apps/server/src/db', from: './apps/server/src/modules' },
  { target: './apps/server/src/plugins', from: './apps/server/src/modules' },
  { target: './apps/server/src/modules', from: './apps/server/src/app.ts' },
  { target: './apps/server', from: './apps/web' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'apps/web/e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-default-export': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // tools that require a default export
    files: ['**/*.config.{ts,js,mjs}', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);

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

/** docs/architecture.md import direction, enforced rather than remembered. */
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

/** docs/engineering.md#how-code-should-read: files are named in kebab-case (`get-transactions.ts`, `sign-in-route.test.tsx`). */
const kebabCaseFile = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
          context.report({ node, message: `File name '${name}' is not kebab-case.` });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'apps/web/e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX, olivia: { rules: { 'kebab-case-file': kebabCaseFile } } },
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
      'olivia/kebab-case-file': 'error',
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
    // type-aware: a promise is awaited or explicitly voided; a switch over a union is complete
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React's act() is thenable but runs a synchronous callback synchronously
          allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'react' }],
        },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // docs/architecture.md: only repositories touch Drizzle; a module reaches another module's data
    // through that module's service or its public.ts, never its repository
    files: [
      'apps/server/src/modules/**/*.ts',
      'apps/server/src/plugins/**/*.ts',
      'apps/server/src/mail/**/*.ts',
    ],
    ignores: ['**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts files use Drizzle.',
            },
            { group: ['**/db/schema/*'], message: 'Only *.repository.ts files read the schema.' },
            {
              group: ['../*/*.repository', '**/modules/*/*.repository'],
              message:
                "A module's repositories are its own: use what the other module exports in its public.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // tools that require a default export
    files: ['**/*.config.{ts,js,mjs}', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);

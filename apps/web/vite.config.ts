import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { catalogueFiles } from './vite-catalogues';
import { precompress } from './vite-precompress';

/**
 * react-router's package exports name only its development build (warnings and checks, 95 KB
 * more); a production bundle takes the production build beside it.
 */
const reactRouterDist = path.dirname(createRequire(import.meta.url).resolve('react-router'));
const productionReactRouter = {
  'react-router/dom': path.join(reactRouterDist, '../production/dom-export.mjs'),
  'react-router': path.join(reactRouterDist, '../production/index.mjs'),
};

/** The API server of apps/server during development and `vite preview`. */
const apiTarget = 'http://localhost:3000';

const proxy = {
  '/api': { target: apiTarget },
  '/files': { target: apiTarget },
  '/v3': { target: apiTarget, ws: true },
};

/**
 * The live layer a signed-in page mounts after its first paint (the store channel and the
 * notifications listener) in one chunk: one request instead of a dozen small ones, each paying
 * its headers. The customer's widget shares its socket code.
 */
const liveLayer = new RegExp(
  [
    'web/src/app/layouts/realtime/',
    'web/src/features/notifications/(components/notifications-listener|hooks/)',
    'web/src/lib/realtime/',
    'contracts/src/realtime(-endpoints)?\\.ts',
  ]
    .map((source) => `[\\\\/]${source.replaceAll('/', '[\\\\/]')}`)
    .join('|'),
);

/**
 * Small modules the signed-in shell loads before its first paint anyway, but which screens
 * loaded later share too: one chunk each group instead of one request each module.
 */
const shellIcons =
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](plus|check|chevron-down|clock|menu)\.mjs$/;
const moneyFormatting = /[\\/]contracts[\\/]src[\\/](money|format-money|currencies)\.ts$/;

/**
 * The wallet's part of the dashboard (its figures, the pending top-ups and the top-up dialog's
 * loader), which the transactions screen, the top-up dialog and the command palette import in
 * other subsets: left to the splitter, each subset became a chunk of its own, and the dashboard
 * fetched three where one did (ADR 0023, 2026-11-29).
 */
const walletGlance = new RegExp(
  [
    'api/wallet-api',
    'hooks/use-(countdown|now)',
    'components/(balance-visibility|pending-top-ups)',
    'components/top-up/(lazy-top-up-dialog|top-up-rules)',
  ]
    .map(
      (source) => `[\\\\/]features[\\\\/]wallet[\\\\/]${source.replaceAll('/', '[\\\\/]')}\\.tsx?$`,
    )
    .join('|'),
);

/**
 * Small contracts modules the dashboard reads before its first paint (list shapes, the advert
 * and domain records, bank account formats) and list screens share: one chunk, compressed, in
 * place of four small files each sent as it is (ADR 0023, 2026-11-29). None imports another
 * chunk that imports it back.
 */
const dashboardShapes =
  /[\\/]contracts[\\/]src[\\/](lists|advert-record|domain-record|bank-account-formats)\.ts$/;

/** Chunks that keep a readable name (see `chunkFileNames`). */
const NAMED_CHUNKS = new Set(['zod', 'live', 'shell-icons', 'money', 'submit-sign-in', 'index']);

/**
 * /sign-in is a document of its own (sign-in.html, ADR 0022), as the server serves it; the
 * development and preview servers answer it the same way.
 */
const signInDocument: Plugin = {
  name: 'olivia-sign-in-document',
  configureServer(server) {
    server.middlewares.use(rewriteSignIn);
  },
  configurePreviewServer(server) {
    server.middlewares.use(rewriteSignIn);
  },
};
function rewriteSignIn(request: { url?: string }, _response: unknown, next: () => void) {
  if (request.url === '/sign-in' || request.url?.startsWith('/sign-in?')) {
    request.url = request.url.replace('/sign-in', '/sign-in.html');
  }
  next();
}

/**
 * What each chunk has loaded once it runs: itself and its static imports, all the way down,
 * with their stylesheets. A lazy screen's preload list (`resolveDependencies` below) leaves
 * those out: its host has them already, so naming them only cost the host's bytes (ADR 0023).
 */
const loadedWith = new Map<string, Set<string>>();
const staticImports: Plugin = {
  name: 'olivia-static-imports',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') {
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          for (const next of chunk.imports) closure(next, seen);
        }
        return seen;
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') loadedWith.set(chunk.fileName, closure(chunk.fileName));
      }
    },
  },
};

/**
 * The storefront's server rendering (ADR 0018), `vite build --ssr`: one self-contained module
 * for Node (React's production builds, no npm imports left), in dist-ssr beside the app.
 */
const serverRender: UserConfig = {
  plugins: [react()],
  resolve: { alias: productionReactRouter },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [
          react(),
          tailwindcss(),
          catalogueFiles(),
          precompress(),
          signInDocument,
          staticImports,
        ],
        resolve: { alias: mode === 'production' ? productionReactRouter : {} },
        server: { proxy },
        preview: { proxy },
        build: {
          outDir: 'dist',
          // Every browser the app supports preloads modules itself; the polyfill only cost bytes.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps, { hostId }) => {
              const loaded = loadedWith.get(hostId);
              return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
            },
          },
          rolldownOptions: {
            input: { main: 'index.html', signIn: 'sign-in.html' },
            output: {
              // Lazy chunks by hash alone: their names filled the entry's preload lists (ADR
              // 0023). The groups above and the sign-in document's own chunks keep their names:
              // the browser tests watch which of them a page loads.
              chunkFileNames: (chunk) =>
                NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  // zod in a chunk of its own, which imports nothing: left to the splitter it
                  // lands in a chunk of app code that the money group imports back, and a
                  // schema is then built before zod's classes exist.
                  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                  { name: 'live', test: liveLayer },
                  { name: 'shell-icons', test: shellIcons },
                  { name: 'money', test: moneyFormatting },
                  { name: 'wallet-glance', test: walletGlance },
                  { name: 'dashboard-shapes', test: dashboardShapes },
                ],
              },
            },
          },
        },
      },
);

/**
 * Builds the web app and the server bundle only when their sources changed since the last build
 * (issue 9: a warm `npm start` must not rebuild). Each output folder keeps a stamp: a hash of the
 * paths, sizes and modification times of every source file that goes into it.
 */
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

const SKIP = new Set(['node_modules', 'dist', 'e2e', 'test']);

function listFiles(entry, out = []) {
  if (!existsSync(entry)) return out;
  const info = statSync(entry);
  if (info.isFile()) {
    out.push({ path: entry, size: info.size, mtime: info.mtimeMs });
    return out;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIP.has(name) || /\.test\.tsx?$/.test(name)) continue;
    listFiles(path.join(entry, name), out);
  }
  return out;
}

/** Changes when the way of building changes, so an older build is not taken as current. */
const BUILD_RECIPE = 'production-env-2-ssr';

function stampOf(inputs) {
  const hash = createHash('sha256');
  hash.update(BUILD_RECIPE);
  for (const input of inputs)
    for (const file of listFiles(input))
      hash.update(`${path.relative(root, file.path)}\0${file.size}\0${file.mtime}\n`);
  return hash.digest('hex');
}

/** Runs `build` unless `outDir`'s stamp matches its inputs; says whether it built. */
function buildIfChanged({ label, outDir, inputs, build }) {
  const stampFile = path.join(outDir, '.build-stamp');
  const stamp = stampOf(inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false;
  process.stdout.write(`Building ${label}…\n`);
  build();
  writeFileSync(stampFile, stamp);
  return true;
}

/**
 * Runs a package's own command-line script with this Node, without npm or npx in between. The
 * build is always a production one: with `NODE_ENV=development` in the caller's environment Vite
 * would bundle React's development build (measured: the first-load script 123 KB → 85 KB brotli).
 */
function run(script, args, cwd = root) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`${script} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const contracts = at('packages/contracts/src');

export const webDist = at('apps/web/dist');
const SERVER_RENDER_ENTRY = 'src/app/ssr/render-storefront.tsx';
export const serverBundle = at('apps/server/dist/server.mjs');

export function buildWeb() {
  return buildIfChanged({
    label: 'the web app (first start or changed sources)',
    outDir: webDist,
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/vite-precompress.ts'),
      at('apps/web/package.json'),
      contracts,
    ],
    build: () => {
      const vite = at('node_modules/vite/bin/vite.js');
      run(vite, ['build', '--logLevel', 'error'], at('apps/web'));
      // The storefront's server rendering (ADR 0018), beside the app in apps/web/dist-ssr.
      run(vite, ['build', '--ssr', SERVER_RENDER_ENTRY, '--logLevel', 'error'], at('apps/web'));
    },
  });
}

/**
 * The server runs compiled, not through a TypeScript loader: one ES module bundle of the server
 * and `contracts`, its npm dependencies left as imports, the SQL migrations copied beside it.
 */
export function buildServer() {
  const outDir = path.dirname(serverBundle);
  return buildIfChanged({
    label: 'the server',
    outDir,
    inputs: [at('apps/server/src'), at('apps/server/package.json'), contracts],
    build: () => {
      rmSync(outDir, { recursive: true, force: true });
      buildSync({
        entryPoints: [at('apps/server/src/server.ts')],
        outfile: serverBundle,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        sourcemap: true,
        logLevel: 'warning',
        // npm packages stay imports; only the workspace's own TypeScript is bundled
        packages: 'external',
        alias: { '@olivia/contracts': at('packages/contracts/src') },
      });
      cpSync(at('apps/server/src/db/migrations'), path.join(outDir, 'migrations'), {
        recursive: true,
      });
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWeb();
  buildServer();
}

/**
 * Start and first-load benchmark (issue 9). Runs `npm start` as a person would, in a data folder
 * of its own on a free port: a first start (empty database: migrations, demo stores) and then
 * warm starts (nothing rebuilt), timing each to the first answer of /healthz; the idle server's
 * resident memory; and, in Chromium, the JavaScript and CSS a browser downloads to show /sign-in
 * and, signed in, /dashboard, and the public storefront /store/adas-fabrics, as transferred
 * (compressed), and the first two's JavaScript alone as gzip (issue 14's budgets). Writes
 * bench/results/start.json and
 * fails when a figure is over its budget.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { freePort, root, start, stop, type Running } from './npm-start';

const BUDGET = {
  warmStartSeconds: 3,
  idleRssMegabytes: 400,
  /** First-load script + style of a route, as transferred (brotli). */
  signInKilobytes: 200,
  dashboardKilobytes: 260,
  /** The public storefront a customer opens first (issue 13): no signed-in shell. */
  storefrontKilobytes: 150,
  /** Issue 14: first-load JavaScript alone, as a browser that accepts only gzip receives it. */
  signInScriptGzipKilobytes: 100,
  dashboardScriptGzipKilobytes: 150,
};
const WARM_STARTS = 3;
const IDLE_SECONDS = 10;
/** Resident memory of the server: the Node process of the group that runs scripts/start.mjs. */
function serverRssMegabytes(running: Running): number {
  const table = execFileSync('ps', ['-o', 'rss=,args=', '-g', String(running.child.pid)], {
    encoding: 'utf8',
  });
  const line = table.split('\n').find((row) => /^\s*\d+ node .*scripts\/start\.mjs/.test(row));
  if (!line) throw new Error(`server process not found in:\n${table}`);
  return Math.round(Number(line.trim().split(/\s+/)[0]) / 1024);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Bytes of script and style transferred while `url` loads and settles, with a cold cache. */
async function firstLoadKilobytes(
  browser: Browser,
  base: string,
  url: string,
  storageState?: StorageState,
  /** What the page shows once it has drawn all it draws on opening (a lazy part included). */
  settledText?: string,
) {
  const context = await browser.newContext({ baseURL: base, storageState });
  const page = await context.newPage();
  const files: Record<string, number> = {};
  const scripts = new Set<string>();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    pending.push(
      request.sizes().then((sizes) => {
        files[new URL(request.url()).pathname] = sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A pause in the network is not the end of a load whose last part waits on an answer (the
  // dashboard's set-up prompt loads the toasts after the figures): wait for what it draws.
  if (settledText) {
    await page.getByText(settledText).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== url) throw new Error(`${url} landed on ${landed}`);
  const bytes = Object.values(files).reduce((sum, size) => sum + size, 0);
  // The build's .gz beside each script is what the server sends a browser accepting only gzip
  // (a file too small to be worth compressing has none, and goes as it is).
  const gzipBytes = [...scripts].reduce((sum, file) => {
    const built = path.join(root, 'apps/web/dist', file);
    return sum + (existsSync(`${built}.gz`) ? statSync(`${built}.gz`) : statSync(built)).size;
  }, 0);
  return {
    kilobytes: Math.round(bytes / 1024),
    scriptGzipKilobytes: Math.round(gzipBytes / 1024),
    files,
  };
}

/** A demo main user's signed-in browser storage, signed in through the form. */
async function signedInState(browser: Browser, base: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Olivia#Demo26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olivia-bench-start-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    const first = await start(port, dataDir);
    await stop(first);
    const warm: number[] = [];
    let idleRss = 0;
    let signIn = { kilobytes: 0, scriptGzipKilobytes: 0, files: {} as Record<string, number> };
    let dashboard = signIn;
    let storefront = signIn;
    for (let round = 0; round < WARM_STARTS; round++) {
      const running = await start(port, dataDir);
      warm.push(running.seconds);
      if (/Building/.test(running.output())) throw new Error('a warm start rebuilt');
      if (round === WARM_STARTS - 1) {
        await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
        idleRss = serverRssMegabytes(running);
        const browser = await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        });
        try {
          signIn = await firstLoadKilobytes(browser, base, '/sign-in');
          dashboard = await firstLoadKilobytes(
            browser,
            base,
            '/dashboard',
            await signedInState(browser, base),
            // The demo store has no logo: its first load includes the prompt's toasts.
            'Add your business logo',
          );
          storefront = await firstLoadKilobytes(browser, base, '/store/adas-fabrics');
        } finally {
          await browser.close();
        }
        // after the pages: what the server holds once it has answered them
        idleRss = Math.max(idleRss, serverRssMegabytes(running));
      }
      await stop(running);
    }
    const sorted = [...warm].sort((a, b) => a - b);
    const figures = {
      firstStartSeconds: round1(first.seconds),
      warmStartSeconds: round1(sorted[Math.floor(sorted.length / 2)] ?? 0),
      idleRssMegabytes: idleRss,
      signInKilobytes: signIn.kilobytes,
      dashboardKilobytes: dashboard.kilobytes,
      storefrontKilobytes: storefront.kilobytes,
      signInScriptGzipKilobytes: signIn.scriptGzipKilobytes,
      dashboardScriptGzipKilobytes: dashboard.scriptGzipKilobytes,
    };
    const over = (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).filter(
      (key) => figures[key] > BUDGET[key],
    );
    const result = {
      measuredAt: new Date().toISOString(),
      figures,
      budget: BUDGET,
      over,
      /** What each first load transferred, file by file (bytes, headers included). */
      firstLoadFiles: {
        '/sign-in': signIn.files,
        '/dashboard': dashboard.files,
        '/store/adas-fabrics': storefront.files,
      },
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/start.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.table(
      Object.entries(figures).map(([figure, value]) => ({
        figure,
        value,
        budget: BUDGET[figure as keyof typeof BUDGET] ?? '',
      })),
    );
    if (over.length) {
      console.error(`Over budget: ${over.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

await main();

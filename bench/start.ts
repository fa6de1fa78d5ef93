/**
 * Start and first-load benchmark (issue 9). Runs `npm start` as a person would, in a data folder
 * of its own on a free port: a first start (empty database: migrations, demo stores) and then
 * warm starts (nothing rebuilt), timing each to the first answer of /healthz; the idle server's
 * resident memory; and, in Chromium, the JavaScript and CSS a browser downloads to show /sign-in
 * and, signed in, /dashboard, as transferred (compressed). Writes bench/results/start.json and
 * fails when a figure is over its budget.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const BUDGET = {
  warmStartSeconds: 3,
  idleRssMegabytes: 400,
  /** First-load script + style of a route, as transferred (brotli). */
  signInKilobytes: 200,
  dashboardKilobytes: 260,
};
const WARM_STARTS = 3;
const IDLE_SECONDS = 10;
const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface Running {
  child: ChildProcess;
  seconds: number;
  output: () => string;
}

/** `npm start` until /healthz answers; the time from spawning it. */
async function start(port: number, dataDir: string): Promise<Running> {
  const began = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, seconds: (performance.now() - began) / 1000, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`npm start was not ready in 180 s:\n${output}`);
}

async function stop(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  if (running.child.pid) process.kill(-running.child.pid, 'SIGTERM');
  await exited;
}

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
) {
  const context = await browser.newContext({ baseURL: base, storageState });
  const page = await context.newPage();
  const files: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    pending.push(
      request.sizes().then((sizes) => {
        files[new URL(request.url()).pathname] = sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== url) throw new Error(`${url} landed on ${landed}`);
  const bytes = Object.values(files).reduce((sum, size) => sum + size, 0);
  return { kilobytes: Math.round(bytes / 1024), files };
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
    let signIn = { kilobytes: 0, files: {} as Record<string, number> };
    let dashboard = signIn;
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
          );
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
      firstLoadFiles: { '/sign-in': signIn.files, '/dashboard': dashboard.files },
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

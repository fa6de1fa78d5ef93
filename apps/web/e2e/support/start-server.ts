import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}

const serverEntry = fileURLToPath(new URL('../../../server/src/server.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the real server, as `npm start` does, on a free port with an empty data folder (so the
 * demo stores are seeded) and the built web app. Its log is kept: mail without SMTP goes there.
 */
export async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olivia-e2e-'));
  const serverLog = path.join(dataDir, 'server.log');
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      LOG_LEVEL: 'info',
      // the browsers stand for many merchants: each sign-up says its own address (one proxy hop)
      TRUST_PROXY: '1',
      // sandbox payouts that fail or reverse do so after 1 s, not 5
      SANDBOX_PAYOUT_SETTLE_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(serverLog);
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early; see ${serverLog}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s; see ${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

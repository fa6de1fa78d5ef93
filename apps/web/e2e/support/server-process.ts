import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export interface ServerProcess {
  baseUrl: string;
  /** The server's log file (mail without SMTP goes there). */
  log: string;
  stop(): Promise<void>;
}

/** Where a server keeps its state: only what a test names, never what the shell happens to hold. */
const STATE_VARIABLES = new Set(['DATABASE_URL', 'REDIS_URL', 'REDIS_KEY_PREFIX']);

/**
 * Starts the real server, as `npm start` does, on a free port with a data folder of its own and
 * the built web app, and waits until it answers /readyz. `env` adds to (or overrides) the
 * caller's environment; a database or Redis is used only when `env` names it.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olivia-e2e-'));
  const log = path.join(dataDir, 'server.log');
  const baseUrl = `http://localhost:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !STATE_VARIABLES.has(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...inherited, PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);

  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early; see ${log}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s; see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

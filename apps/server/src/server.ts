import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { unsupportedNodeReason } from './node-version';
import { configuredAdNetwork } from './modules/adverts/ad-network';
import { DEMO_PASSWORD, demoAccounts, seedDemoStores } from './seed/demo-stores';

const MAINTAIN_EVERY_MS = 60 * 60_000;

async function main(config: Config): Promise<void> {
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'db'),
  });
  await database.migrate();
  await database.maintain();
  const app = await buildApp({
    config,
    db: database.db,
    isReady: () =>
      database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
  });

  const maintenance = setInterval(() => {
    database
      .maintain()
      .catch((error: unknown) => app.log.error({ err: error }, 'maintenance failed'));
  }, MAINTAIN_EVERY_MS);
  maintenance.unref();

  const seeded = config.SEED_DEMO
    ? await seedDemoStores(database.db, configuredAdNetwork(config.AD_NETWORK))
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(maintenance);
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.NODE_ENV === 'production' && config.SANDBOX_IN_PRODUCTION) {
    app.log.warn(
      'SANDBOX_IN_PRODUCTION=true: this is a demo deployment. No real money moves, anyone can ' +
        'credit any wallet through the public sandbox bank, and demo stores sign in with a published password.',
    );
  }
  const storage = config.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${config.DATA_DIR}`;
  app.log.info(`Olivia is ready on ${config.appUrl} (${database.kind}: ${storage})`);
  process.stdout.write(banner(config, storage, seeded));
}

/** What a person starting the app needs to know, in a few lines (issue 9). */
function banner(config: Config, storage: string, seeded: boolean | undefined): string {
  const seconds = (performance.now() / 1000).toFixed(1);
  const lines = [
    '',
    `  Olivia is ready on ${config.appUrl} (started in ${seconds} s)`,
    `  Data: ${storage}`,
  ];
  if (seeded !== undefined) {
    lines.push(
      '',
      `  Demo sign-ins${seeded ? ' (just created)' : ''}, password ${DEMO_PASSWORD}:`,
      ...demoAccounts.map((a) => `    ${a.email.padEnd(20)} ${a.role.padEnd(10)} ${a.store}`),
    );
  }
  if (config.PAYMENTS_PROVIDER === 'sandbox') {
    lines.push(
      '',
      '  Sandbox money: pay a top-up at /sandbox-bank or with',
      '    npm run sandbox -- pay <reference>',
    );
  }
  lines.push(
    '',
    `  Log level ${config.LOG_LEVEL} (LOG_LEVEL=info logs each request). Ctrl+C stops.`,
    '',
  );
  return `${lines.join('\n')}\n`;
}

const nodeRefusal = unsupportedNodeReason(process.versions.node);
if (nodeRefusal) {
  console.error(nodeRefusal);
  process.exit(1);
}

try {
  await main(loadConfig());
} catch (error) {
  if (
    error instanceof ConfigError ||
    (error instanceof Error && error.message.includes('data folder'))
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}

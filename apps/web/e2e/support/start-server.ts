import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}

/**
 * The suites' server: the real one, on an empty embedded database (so the demo stores are
 * seeded) and the built web app.
 */
export async function setup(project: TestProject) {
  const server = await startServer({
    LOG_LEVEL: 'info',
    // the browsers stand for many merchants: each sign-up says its own address (one proxy hop)
    TRUST_PROXY: '1',
    // sandbox payouts that fail or reverse do so after 1 s, not 5
    SANDBOX_PAYOUT_SETTLE_SECONDS: '1',
    // a new store reaches silver with one ₦6,000 top-up (the dashboard's refresh-tier journey)
    RANK_THRESHOLDS: 'NGN:5000,50000,500000;*:50,500,5000',
    // the webhooks journey's receiver listens on 127.0.0.1 (ADR 0044; never in production)
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLog', server.log);
  return () => server.stop();
}

import type { ServerModule } from './app-module';
import { ACCOUNT_MODULES } from './app-modules-accounts';
import { BLOG_MODULES } from './app-modules-blog';
import { COMMERCE_MODULES } from './app-modules-commerce';
import { MONEY_MODULES } from './app-modules-money';
import { PAYMENT_MODULES } from './app-modules-payments';
import { STORE_MODULES } from './app-modules-store';

/**
 * The server's modules: the one list the composition root (app.ts) reads, in the order they
 * register. Each makes its services from the shared dependencies (app-shared.ts) and adds its
 * routes, hooks and jobs.
 */
export const SERVER_MODULES: ServerModule[] = [
  ...ACCOUNT_MODULES,
  ...COMMERCE_MODULES,
  ...PAYMENT_MODULES,
  ...STORE_MODULES,
  ...MONEY_MODULES,
  ...BLOG_MODULES,
];

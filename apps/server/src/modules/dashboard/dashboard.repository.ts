import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DASHBOARD_ADVERTS_SHOWN } from '@olivia/contracts/adverts';
import { dashboardAdvertsFragment } from '../adverts/public';
import { storeCatalogFragment } from '../catalog/public';
import { dashboardDomainsFragment } from '../domains/public';
import { storeWalletsFragment } from '../ledger/public';
import { recentOrdersFragment } from '../orders/public';
import { flowsSinceFragment } from '../wallet/public';

/** What the dashboard's statement is asked: whose figures, and of which window. */
export interface DashboardQuery {
  storeId: string;
  currency: string;
  /** How many of the newest orders. */
  orders: number;
  /** Where the last-24-hours flows start. */
  flowsSince: Date;
  /** Where the rank's window (90 days) starts: the rank is computed on every call (ADR 0019). */
  rankSince: Date;
}

/** The Custom Domains panel lists every domain up to this many, soonest expiry first. */
const DASHBOARD_DOMAINS_LISTED = 100;

/** The statement's values, by placeholder name. */
const value = {
  storeId: sql.placeholder('storeId'),
  currency: sql.placeholder('currency'),
  orders: sql.placeholder('orders'),
  flowsSince: sql.placeholder('flowsSince'),
  rankSince: sql.placeholder('rankSince'),
};

/**
 * The dashboard's figures in one statement, one round trip: `SELECT <fragment>, <fragment>, …`.
 * Each fragment belongs to the module that owns its tables (exported from its public.ts): a
 * sub-select answering one JSON value, and the reader that turns the value back into the
 * module's types (bigints travel as text). Adding a figure: import its fragment, name it in the
 * select below, read it in the service.
 *
 * The statement is built once per database, with placeholders, and prepared (named) on
 * PostgreSQL: a call binds its values, with no SQL to build and no statement to parse again.
 */
export function prepareDashboard(db: Executor) {
  const statement = db
    .select({
      wallets: storeWalletsFragment(value.storeId),
      catalog: storeCatalogFragment(value.storeId),
      orders: recentOrdersFragment(value.storeId, value.orders),
      flows: flowsSinceFragment(value.storeId, value.currency, value.flowsSince),
      adverts: dashboardAdvertsFragment(value.storeId, DASHBOARD_ADVERTS_SHOWN),
      domains: dashboardDomainsFragment(value.storeId, DASHBOARD_DOMAINS_LISTED),
      rankFlows: flowsSinceFragment(value.storeId, value.currency, value.rankSince),
    })
    // Every figure is a sub-select: the statement's one row comes from no table.
    .from(sql`(VALUES (1)) AS dashboard (one)`)
    .prepare('dashboard_figures');
  return async (query: DashboardQuery) => {
    const [figures] = await statement.execute({
      ...query,
      flowsSince: query.flowsSince.toISOString(),
      rankSince: query.rankSince.toISOString(),
    });
    if (!figures) throw new Error('the dashboard statement answered no row');
    return figures;
  };
}

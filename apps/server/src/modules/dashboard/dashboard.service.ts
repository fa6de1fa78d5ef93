import { toMajorUnits } from '@olivia/contracts/money';
import { serverErrors } from '@olivia/contracts/messages';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { OrderStatus } from '@olivia/contracts/orders';
import type { DashboardResponse, RefreshTierResponse } from '@olivia/contracts/wallet';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import { setStoreRank } from '../accounts/public';
import { toAdvert } from '../adverts/public';
import { toDomainManager } from '../domains/public';
import { flowsSince } from '../wallet/public';
import { prepareDashboard } from './dashboard.repository';
import { rankFor, rankWindowStart, type RankThresholds } from './rank';

/** How many of the newest orders the dashboard shows. */
const DASHBOARD_ORDERS = 5;
const DAY_MS = 86_400_000;

interface DashboardPolicy {
  passwordMaxAgeDays: number;
  rankThresholds: RankThresholds;
  now?: () => Date;
}

/**
 * The dashboard (docs/api.md POST /products/dashboard): the figures of every module that owns one,
 * read in one statement (dashboard.repository.ts), and the rank with its refresh (ADR 0019).
 */
export function createDashboardService(db: Database, policy: DashboardPolicy) {
  const now = policy.now ?? (() => new Date());
  const readDashboard = prepareDashboard(db);

  /**
   * docs/product/rules.md 'Password Change for User is due....': a password older than
   * PASSWORD_MAX_AGE_DAYS (0: never) stops the dashboard until it is changed.
   */
  function assertPasswordFresh(session: Session): void {
    if (policy.passwordMaxAgeDays <= 0) return;
    const maxAgeMs = policy.passwordMaxAgeDays * 86_400_000;
    if (now().getTime() - session.passwordChangedAt.getTime() > maxAgeMs) {
      throw forbidden(serverErrors.passwordChangeDue);
    }
  }

  return {
    async figures(session: Session): Promise<DashboardResponse> {
      // The store and the user came with the session; the figures are one statement.
      assertPasswordFresh(session);
      const at = now();
      const figures = await readDashboard({
        storeId: session.storeId,
        currency: session.currency,
        orders: DASHBOARD_ORDERS,
        flowsSince: new Date(at.getTime() - DAY_MS),
        rankSince: rankWindowStart(at),
      });
      const { wallets, catalog, flows } = figures;
      const visible = session.userType === MAIN_USER || session.viewBalance;
      const store = { name: session.storeName, currency: session.currency };
      const balanceOf = (currency: string) => {
        const minor = wallets.find((w) => w.currency === currency)?.balance ?? 0n;
        return visible ? toMajorUnits(minor) : null;
      };
      return {
        // SPEC §3's agency transactions are a POS terminal's (cash-in, cash-out, card sales) of
        // the request's range; Olivia has no terminals yet, so every range has none. The
        // store's wallet movements are the reports list (ADR 0019), not these.
        agency: [],
        walletDetails: {
          name: store.name,
          // As of now (ADR 0019): not the rank stored by the last Refresh tier.
          rank: rankFor(figures.rankFlows.inflow.total, store.currency, policy.rankThresholds),
          balance: balanceOf(store.currency),
          abbre: store.currency,
        },
        otherAccounts: wallets
          .filter((w) => w.currency !== store.currency)
          .map((w) => ({ currency: w.currency, balance: balanceOf(w.currency) })),
        totalProducts: catalog.products,
        totalCategories: catalog.categories,
        ordersList: figures.orders.map((order) => ({
          id: order.id,
          number: order.number,
          total: toMajorUnits(order.total),
          orderStatus: order.status as OrderStatus,
          createdat: order.createdAt.toISOString(),
        })),
        // The set-up toasts: no logo yet, no product yet.
        setuplogo: session.logoUrl === '',
        setupproducts: catalog.products === 0,
        inflowTotal: visible ? toMajorUnits(flows.inflow.total) : null,
        inflowsCount: flows.inflow.count,
        outflowTotal: visible ? toMajorUnits(flows.outflow.total) : null,
        outflowsCount: flows.outflow.count,
        adsList: figures.adverts.map((advert) => toAdvert(advert, at, 0)),
        domainManagers: figures.domains.map((domain) => toDomainManager(domain, at)),
      };
    },

    /**
     * docs/api.md GET /loan/refresh/batch: the rank from what the store took in over the last 90
     * days (successful inflows of its own currency) against RANK_THRESHOLDS (ADR 0019): the one
     * the dashboard computes on every call, recorded on the store with the time of the press.
     */
    async refreshTier(session: Session): Promise<RefreshTierResponse> {
      const at = now();
      const since = rankWindowStart(at);
      const { inflow } = await flowsSince(db, session.storeId, session.currency, since);
      const rank = rankFor(inflow.total, session.currency, policy.rankThresholds);
      await setStoreRank(db, session.storeId, rank, at);
      return { rank };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

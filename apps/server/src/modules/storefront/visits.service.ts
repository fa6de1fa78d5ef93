import type { Traffic } from '@olivia/contracts/store-setup';
import type { Database } from '../../db/client';
import type { DataKeys } from '../../lib/data-keys';
import { notFound } from '../../lib/errors';
import { isBot } from './bot-user-agents';
import { findStoreBySlug } from './browse.repository';
import { countVisitsSince, recordVisit } from './visits.repository';

/** Who asks: the address and the browser, never stored as they are. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Storefront visits (docs/api.md products/website/hits). A visitor is a keyed hash of the store,
 * the address and the browser (the key derived from DATA_ENCRYPTION_KEY), so the address is never
 * stored and one visitor cannot be followed from store to store; bots and a visitor's repeats
 * within a minute are not counted.
 */
export function createVisitsService(deps: {
  db: Database;
  dataKeys: Pick<DataKeys, 'mac'>;
  now?: () => Date;
}) {
  const { db, dataKeys } = deps;
  const now = deps.now ?? (() => new Date());
  const visitorKey = (storeId: string, visitor: Visitor) =>
    dataKeys
      .mac('store-visitor', `${storeId}\n${visitor.ip}\n${visitor.userAgent ?? ''}`)
      .subarray(0, 16)
      .toString('base64url');

  return {
    /** Counts the visit to the store at `slug` (404 if there is none); says whether it counted. */
    async visit(slug: string, visitor: Visitor): Promise<{ counted: boolean }> {
      const store = await findStoreBySlug(db, slug);
      if (!store) throw notFound();
      if (isBot(visitor.userAgent)) return { counted: false };
      const counted = await recordVisit(db, {
        storeId: store.id,
        visitor: visitorKey(store.id, visitor),
        at: now(),
      });
      return { counted };
    },

    /** The store's visits in the last 24 hours, 7, 30 and 365 days: one query. */
    async traffic(storeId: string): Promise<Traffic> {
      const at = now().getTime();
      const ago = (ms: number) => new Date(at - ms);
      return countVisitsSince(db, storeId, {
        last24hrs: ago(DAY_MS),
        lastWeek: ago(7 * DAY_MS),
        lastMonth: ago(30 * DAY_MS),
        lastYear: ago(365 * DAY_MS),
      });
    },
  };
}

export type VisitsService = ReturnType<typeof createVisitsService>;

import type { z } from 'zod';
import type {
  ReferralsQuerySchema,
  ReferralSummary,
  ReferredStore,
} from '@olivia/contracts/referrals';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { mapPage, type ListPage } from '../../lib/resource/list-page';
import { findStoreById } from '../accounts/public';
import { countReferredStores, referredStores, type ReferredStoreRow } from './referrals.repository';

/** What the referrer sees of a store it referred: what its storefront shows anyway. */
const toReferredStore = (row: ReferredStoreRow): ReferredStore => ({
  slug: row.slug,
  name: row.name,
  signedupat: row.createdAt.toISOString(),
  verified: row.isVerified,
});

/**
 * Referrals (/referrals/all): the store's code, the sign-up link carrying it and the stores that
 * signed up with it. Nothing here changes anything, so nothing is audited; rewards are paid by a
 * later release, so every referral is 'not_yet_earning'.
 */
export function createReferralsService(deps: { db: Database; appUrl: string }) {
  const { db, appUrl } = deps;
  const codeOf = async (storeId: string) => {
    const store = await findStoreById(db, storeId);
    // The session's store is gone only when it was deleted while the request ran.
    if (!store) throw notFound();
    return store.referralCode;
  };

  return {
    async list(
      storeId: string,
      query: z.output<typeof ReferralsQuerySchema>,
    ): Promise<ListPage<ReferredStore>> {
      const code = await codeOf(storeId);
      return mapPage(await referredStores.page(db, code, query), toReferredStore);
    },

    async summary(storeId: string): Promise<ReferralSummary> {
      const code = await codeOf(storeId);
      const counts = await countReferredStores(db, code);
      return {
        code,
        link: `${appUrl}/sign-up/${encodeURIComponent(code)}`,
        ...counts,
        reward: 'not_yet_earning',
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;

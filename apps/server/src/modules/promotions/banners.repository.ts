import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { BannersQuerySchema, type BannerState } from '@olivia/contracts/banners';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalog';
import { files } from '../../db/schema/files';
import { banners, promotions } from '../../db/schema/promotions';
import { defineList } from '../../lib/resource/list.repository';
import { promotionState, type PromotionRow } from './promotions.repository';

export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = Omit<
  typeof banners.$inferInsert,
  'id' | 'clicks' | 'createdAt' | 'updatedAt'
>;

/** Where a banner stands at `now`: off, not started, past its end, its promotion not running, live. */
export function bannerState(
  row: BannerRow,
  promotion: PromotionRow | undefined,
  now: Date,
): BannerState {
  if (!row.active) return 'inactive';
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  if (promotion && promotionState(promotion, now).state !== 'active') return 'promotion_off';
  if (promotion && promotion.budget !== null && promotion.spent >= promotion.budget) {
    return 'promotion_off';
  }
  return 'live';
}

export const storeBanners = defineList(BannersQuerySchema, {
  table: banners,
  store: banners.storeId,
  id: banners.id,
  sorts: {
    createdat: banners.createdAt,
    position: banners.position,
    name: banners.name,
    clicks: banners.clicks,
  },
  search: [banners.name, banners.headline],
  filters: {
    placement: (placement) => eq(banners.placement, placement),
    promotion: (id) => eq(banners.promotionId, id),
  },
});

export async function findStoreBanner(db: Executor, storeId: string, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertBanner(db: Executor, row: NewBanner): Promise<BannerRow> {
  const [inserted] = await db.insert(banners).values(row).returning();
  if (!inserted) throw new Error('banner insert returned no row');
  return inserted;
}

export async function updateStoreBanner(
  db: Executor,
  storeId: string,
  id: string,
  changes: Partial<NewBanner>,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banners)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(banners.storeId, storeId), eq(banners.id, id)))
    .returning();
  return row;
}

export async function deleteStoreBanner(db: Executor, storeId: string, id: string) {
  await db.delete(banners).where(and(eq(banners.storeId, storeId), eq(banners.id, id)));
}

/** The next position in a placement: after its last banner. */
export async function nextPosition(db: Executor, storeId: string, placement: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${banners.position}) + 1, 0)::int` })
    .from(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.placement, placement)));
  return row?.n ?? 0;
}

/** The store's banners of a placement, locked, in position order. */
export async function placementBanners(db: Executor, storeId: string, placement: string) {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.placement, placement)))
    .orderBy(asc(banners.position), asc(banners.createdAt), asc(banners.id))
    .for('update');
}

export async function setPosition(db: Executor, id: string, position: number) {
  await db
    .update(banners)
    .set({ position, updatedAt: sql`now()` })
    .where(eq(banners.id, id));
}

/** Names of the store's categories and promotions a page of banners names (two queries). */
export async function bannerNames(db: Executor, rows: BannerRow[]) {
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const promotionIds = [
    ...new Set(rows.flatMap((row) => (row.promotionId ? [row.promotionId] : []))),
  ];
  const [categoryRows, promotionRows] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds)),
    promotionIds.length === 0
      ? []
      : db.select().from(promotions).where(inArray(promotions.id, promotionIds)),
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.id, row.name])),
    promotions: new Map(promotionRows.map((row) => [row.id, row])),
  };
}

export async function isStoreCategory(db: Executor, storeId: string, id: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
  return row !== undefined;
}

export async function isStorePromotion(db: Executor, storeId: string, id: string) {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)));
  return row !== undefined;
}

/**
 * The banners a storefront shows at `now` (ADR 0037): active, within their dates, their
 * promotion (if any) running; the first of the top bar and of the hero, and the first of each
 * category, by position. With the image's size, so the page reserves its space.
 */
export async function liveBanners(db: Executor, storeId: string, now: Date) {
  const rows = await db
    .select({ banner: banners, width: files.width, height: files.height })
    .from(banners)
    .leftJoin(files, eq(files.id, banners.imageFileId))
    .leftJoin(promotions, eq(promotions.id, banners.promotionId))
    .where(
      and(
        eq(banners.storeId, storeId),
        eq(banners.active, true),
        lte(banners.startsAt, now),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        or(
          isNull(banners.promotionId),
          and(
            eq(promotions.status, 'active'),
            lte(promotions.startsAt, now),
            or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
            or(isNull(promotions.budget), sql`${promotions.spent} < ${promotions.budget}`),
          ),
        ),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.createdAt), asc(banners.id));
  const seen = new Set<string>();
  return rows.filter(({ banner }) => {
    // A hero or category banner shows its image; one whose image has gone shows nothing.
    if (banner.placement !== 'top_bar' && banner.imageFileId === null) return false;
    const slot =
      banner.placement === 'category' ? `category:${banner.categoryId}` : banner.placement;
    if (seen.has(slot)) return false;
    seen.add(slot);
    return true;
  });
}

/** Counts a click on a banner; answers where it goes and its store's address. */
export async function countClick(db: Executor, id: string, counted: boolean) {
  const [row] = await db
    .select({ link: banners.link, slug: stores.slug })
    .from(banners)
    .innerJoin(stores, eq(stores.id, banners.storeId))
    .where(eq(banners.id, id));
  if (!row) return undefined;
  if (counted) {
    await db
      .update(banners)
      .set({ clicks: sql`${banners.clicks} + 1` })
      .where(eq(banners.id, id));
  }
  return row;
}

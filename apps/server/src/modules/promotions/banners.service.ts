import type { z } from 'zod';
import {
  BannerRequestSchema,
  type Banner,
  type BannersQuerySchema,
  type UpdateBannerRequestSchema,
} from '@olivia/contracts/banners';
import { messages } from '@olivia/contracts/messages';
import { discountMessages } from '@olivia/contracts/discount-messages';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import type { FileLinks } from '../files/public';
import {
  bannerNames,
  bannerState,
  countClick,
  deleteStoreBanner,
  findStoreBanner,
  insertBanner,
  isStoreCategory,
  isStorePromotion,
  nextPosition,
  placementBanners,
  setPosition,
  storeBanners,
  updateStoreBanner,
  type BannerRow,
  type NewBanner,
} from './banners.repository';

type BannerRequest = z.output<typeof BannerRequestSchema>;
type BannerUpdate = z.output<typeof UpdateBannerRequestSchema>;
type Names = Awaited<ReturnType<typeof bannerNames>>;

const imageUrlOf = (row: BannerRow) => (row.imageFileId ? `/files/${row.imageFileId}` : '');

/** The audit's view of a banner: the fields the merchant sets. */
const snapshotOf = (row: BannerRow) => ({
  name: row.name,
  headline: row.headline,
  alttext: row.altText,
  link: row.link,
  placement: row.placement,
  categoryid: row.categoryId,
  promotionid: row.promotionId,
  imageurl: imageUrlOf(row),
  startsat: row.startsAt.toISOString(),
  endsat: row.endsAt?.toISOString() ?? null,
  position: row.position,
  active: row.active,
});

/** Answers the first issue of the rules across fields as a 400 on its field. */
function checkRules(body: z.input<typeof BannerRequestSchema>) {
  const checked = BannerRequestSchema.safeParse(body);
  if (checked.success) return;
  const [issue] = checked.error.issues;
  const field = String(issue?.path[0] ?? 'name');
  const message = issue?.message ?? messages.required;
  throw badRequest(message, { [field]: [message] });
}

/**
 * A store's storefront banners (issue 28, ADR 0037) on the resource kit: every user of the store
 * manages them, each change in the account log (`banner.created`, `.updated`, `.removed`,
 * `.reordered`). The image is one the store uploaded for a banner; the category and promotion are
 * the store's own. The storefront gets the live ones; a click is counted on the way to the link.
 */
export function createBannersService(deps: {
  db: Database;
  files: Pick<FileLinks, 'ownFile'>;
  now?: () => Date;
}) {
  const { db, files } = deps;
  const now = deps.now ?? (() => new Date());
  const writer = createResourceWriter(db, {
    entity: 'banner',
    find: (tx, storeId, id) => findStoreBanner(tx, storeId, id, 'update'),
    id: (row: BannerRow) => row.id,
    snapshot: snapshotOf,
  });

  const toDto = (row: BannerRow, names: Names): Banner => {
    const promotion = row.promotionId ? names.promotions.get(row.promotionId) : undefined;
    return {
      ...snapshotOf(row),
      id: row.id,
      placement: row.placement as Banner['placement'],
      categoryname: row.categoryId ? (names.categories.get(row.categoryId) ?? '') : '',
      promotionname: promotion?.name ?? '',
      state: bannerState(row, promotion, now()),
      clicks: row.clicks,
      createdat: row.createdAt.toISOString(),
      updatedat: row.updatedAt.toISOString(),
    };
  };
  const toDtos = async (executor: Executor, rows: BannerRow[]) => {
    const names = await bannerNames(executor, rows);
    return rows.map((row) => toDto(row, names));
  };

  /** The columns of the fields sent, checked to be the store's own (400 on the field). */
  async function columnsOf(
    tx: Executor,
    storeId: string,
    body: Partial<BannerRequest>,
  ): Promise<Partial<NewBanner>> {
    const columns: Partial<NewBanner> = {
      name: body.name,
      headline: body.headline,
      altText: body.alttext,
      link: body.link,
      placement: body.placement,
      active: body.active,
    };
    if (body.startsat !== undefined) columns.startsAt = new Date(body.startsat);
    if (body.endsat !== undefined) columns.endsAt = body.endsat ? new Date(body.endsat) : null;
    if (body.categoryid !== undefined) {
      if (body.categoryid && !(await isStoreCategory(tx, storeId, body.categoryid))) {
        throw badRequest(discountMessages.bannerCategoryNotFound, {
          categoryid: [discountMessages.bannerCategoryNotFound],
        });
      }
      columns.categoryId = body.categoryid;
    }
    if (body.promotionid !== undefined) {
      if (body.promotionid && !(await isStorePromotion(tx, storeId, body.promotionid))) {
        throw badRequest(discountMessages.promotionNotFound, {
          promotionid: [discountMessages.promotionNotFound],
        });
      }
      columns.promotionId = body.promotionid;
    }
    if (body.imageurl !== undefined) {
      const file = body.imageurl
        ? await files.ownFile(tx, storeId, body.imageurl, ['banner'])
        : null;
      if (body.imageurl && !file) {
        throw badRequest(messages.imageNotUploaded, { imageurl: [messages.imageNotUploaded] });
      }
      columns.imageFileId = file?.id ?? null;
    }
    return columns;
  }

  return {
    async list(storeId: string, query: z.output<typeof BannersQuerySchema>) {
      const page = await storeBanners.page(db, storeId, query);
      return { ...page, content: await toDtos(db, page.content) };
    },

    async get(storeId: string, id: string): Promise<Banner> {
      const [banner] = await toDtos(db, [await writer.get(storeId, id)]);
      if (!banner) throw notFound();
      return banner;
    },

    async create(actor: Actor, body: BannerRequest): Promise<Banner> {
      const row = await writer.create(actor, 'created', async ({ tx }) => {
        const columns = await columnsOf(tx, actor.storeId, body);
        return insertBanner(tx, {
          ...columns,
          storeId: actor.storeId,
          name: body.name,
          placement: body.placement,
          categoryId: body.placement === 'category' ? body.categoryid : null,
          startsAt: body.startsat ? new Date(body.startsat) : now(),
          position: await nextPosition(tx, actor.storeId, body.placement),
        });
      });
      return this.get(actor.storeId, row.id);
    },

    async update(actor: Actor, id: string, body: BannerUpdate): Promise<Banner> {
      const row = await writer.update(actor, id, async ({ tx }, before) => {
        const merged = { ...snapshotOf(before), ...body };
        checkRules({ ...merged, placement: merged.placement as Banner['placement'] });
        const changes = await columnsOf(tx, actor.storeId, body);
        if ((body.placement ?? before.placement) !== 'category') changes.categoryId = null;
        if (body.placement && body.placement !== before.placement) {
          changes.position = await nextPosition(tx, actor.storeId, body.placement);
        }
        const updated = await updateStoreBanner(tx, actor.storeId, id, changes);
        if (!updated) throw new Error('a locked banner vanished');
        return { row: updated, verb: 'updated' };
      });
      return this.get(actor.storeId, row.id);
    },

    async remove(actor: Actor, id: string) {
      await writer.remove(actor, 'removed', id, async ({ tx }) => {
        await deleteStoreBanner(tx, actor.storeId, id);
      });
    },

    /** Puts a placement's banners in the order given (every one of them, each once; else 400). */
    async reorder(actor: Actor, body: { placement: Banner['placement']; ids: string[] }) {
      return withTransaction(db, async (tx) => {
        const rows = await placementBanners(tx, actor.storeId, body.placement);
        const known = new Set(rows.map((row) => row.id));
        if (body.ids.length !== rows.length || body.ids.some((id) => !known.delete(id))) {
          throw badRequest(messages.required, { ids: [messages.required] });
        }
        for (const [position, id] of body.ids.entries()) await setPosition(tx, id, position);
        await insertAuditEntry(tx, {
          storeId: actor.storeId,
          actorUserId: actor.userId,
          action: 'banner.reordered',
          entityType: 'banner',
          entityId: body.ids[0] ?? '',
          changes: { placement: body.placement, order: body.ids },
        });
        const after = await placementBanners(tx, actor.storeId, body.placement);
        return { banners: await toDtos(tx, after) };
      });
    },

    /** A click: counted (unless a bot's), then where it goes; undefined for an unknown banner. */
    async click(id: string, counted: boolean) {
      const row = await countClick(db, id, counted);
      if (!row) return undefined;
      return row.link || `/store/${row.slug}`;
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;

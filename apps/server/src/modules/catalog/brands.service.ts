import type {
  Brand,
  BrandRequestSchema,
  BrandsQuerySchema,
  UpdateBrandRequestSchema,
} from '@olivia/contracts/brands';
import { messages } from '@olivia/contracts/messages';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import type { FileLinks } from '../files/public';
import {
  deleteStoreBrand,
  findStoreBrand,
  insertBrand,
  isBrandNameTaken,
  storeBrands,
  updateStoreBrand,
  withBrandProductCounts,
  type BrandRecord,
} from './brands.repository';

const toBrand = (brand: BrandRecord): Brand => ({
  id: brand.id,
  name: brand.name,
  description: brand.description,
  logourl: brand.logoUrl,
  active: brand.active,
  productcount: brand.productCount,
  createdat: brand.createdAt.toISOString(),
});

/** A name another brand of the store has, whatever its case, answers 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isBrandNameTaken(error)) throw conflict(messages.brandNameTaken);
    throw error;
  }
}

/**
 * The store's brands (/brand/all) on the resource kit (ADR 0008): any signed-in user of the
 * store manages them; each change is audited (`brand.created/updated/removed`). Names are unique
 * per store whatever their case (the database's unique index decides a race). The logo must be
 * a logo this store uploaded, as the store's own logo must; removing a brand keeps its products.
 */
export function createBrandsService(deps: {
  db: Database;
  files: Pick<FileLinks, 'ownPublicLinks'>;
}) {
  const { db, files } = deps;
  const brands = createResourceWriter(db, {
    entity: 'brand',
    find: async (tx, storeId, id) => {
      const row = await findStoreBrand(tx, storeId, id, 'update');
      return row && (await withBrandProductCounts(tx, storeId, [row]))[0];
    },
    id: (brand) => brand.id,
    snapshot: toBrand,
  });

  /** The logo's permanent link, when it names a logo this store uploaded; '' stays ''. */
  async function ownLogo(tx: Executor, storeId: string, logoUrl: string) {
    if (logoUrl === '') return '';
    const [link] = (await files.ownPublicLinks(tx, storeId, [logoUrl], ['logo'])) ?? [];
    if (!link)
      throw badRequest(messages.imageNotUploaded, { logourl: [messages.imageNotUploaded] });
    return link;
  }

  return {
    async list(storeId: string, query: z.output<typeof BrandsQuerySchema>) {
      const page = await storeBrands.page(db, storeId, query);
      const content = await withBrandProductCounts(db, storeId, page.content);
      return { ...page, content: content.map(toBrand) };
    },

    /** One brand of the store; another store's id answers 404. */
    async get(storeId: string, id: string): Promise<Brand> {
      return toBrand(await brands.get(storeId, id));
    },

    async create(actor: Actor, body: z.output<typeof BrandRequestSchema>) {
      const { storeId } = actor;
      const brand = await uniqueName(() =>
        brands.create(actor, 'created', async ({ tx }) => {
          const row = await insertBrand(tx, {
            storeId,
            name: body.name,
            description: body.description,
            logoUrl: await ownLogo(tx, storeId, body.logourl),
            active: body.active,
          });
          return { ...row, productCount: 0 };
        }),
      );
      return toBrand(brand);
    },

    async update(actor: Actor, id: string, body: z.output<typeof UpdateBrandRequestSchema>) {
      const { storeId } = actor;
      const brand = await uniqueName(() =>
        brands.update(actor, id, async ({ tx }, before) => {
          const row = await updateStoreBrand(tx, storeId, id, {
            name: body.name,
            description: body.description,
            logoUrl:
              body.logourl === undefined ? undefined : await ownLogo(tx, storeId, body.logourl),
            active: body.active,
          });
          if (!row) throw new Error('a locked brand vanished');
          return { row: { ...row, productCount: before.productCount }, verb: 'updated' };
        }),
      );
      return toBrand(brand);
    },

    /** Deletes the brand; its products stay, without a brand. */
    async remove(actor: Actor, id: string) {
      await brands.remove(actor, 'removed', id, ({ tx }) =>
        deleteStoreBrand(tx, actor.storeId, id),
      );
    },
  };
}

export type BrandsService = ReturnType<typeof createBrandsService>;

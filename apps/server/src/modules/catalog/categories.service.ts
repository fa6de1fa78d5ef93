import type {
  CategoriesQuerySchema,
  Category,
  CategoryRequestSchema,
  UpdateCategoryRequestSchema,
} from '@olivia/contracts/catalog';
import { messages } from '@olivia/contracts/messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import {
  deleteStoreCategory,
  findStoreCategory,
  insertCategory,
  isCategoryNameTaken,
  storeCategories,
  updateStoreCategory,
  withProductCounts,
  type CategoryRecord,
} from './categories.repository';

const toCategory = (category: CategoryRecord): Category => ({
  id: category.id,
  name: category.name,
  description: category.description,
  productcount: category.productCount,
  createdat: category.createdAt.toISOString(),
});

/** A name another category of the store has, whatever its case, answers 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCategoryNameTaken(error)) throw conflict(messages.categoryNameTaken);
    throw error;
  }
}

/**
 * The store's product categories (issue 13) on the resource kit (ADR 0008): any signed-in user
 * of the store manages them; each change is audited. Names are unique per store whatever their
 * case, which the database's unique index decides (two racing creates: one 201, one 409).
 */
export function createCategoriesService(db: Database) {
  const categories = createResourceWriter(db, {
    entity: 'category',
    find: async (tx, storeId, id) => {
      const row = await findStoreCategory(tx, storeId, id, 'update');
      return row && (await withProductCounts(tx, storeId, [row]))[0];
    },
    id: (category) => category.id,
    snapshot: toCategory,
  });

  return {
    async list(storeId: string, query: z.output<typeof CategoriesQuerySchema>) {
      const page = await storeCategories.page(db, storeId, query);
      const content = await withProductCounts(db, storeId, page.content);
      return { ...page, content: content.map(toCategory) };
    },

    /** One category of the store; another store's id answers 404. */
    async get(storeId: string, id: string): Promise<Category> {
      return toCategory(await categories.get(storeId, id));
    },

    async create(actor: Actor, body: z.output<typeof CategoryRequestSchema>) {
      const category = await uniqueName(() =>
        categories.create(actor, 'created', async ({ tx }) => {
          const row = await insertCategory(tx, { storeId: actor.storeId, ...body });
          return { ...row, productCount: 0 };
        }),
      );
      return toCategory(category);
    },

    async update(actor: Actor, id: string, body: z.output<typeof UpdateCategoryRequestSchema>) {
      const category = await uniqueName(() =>
        categories.update(actor, id, async ({ tx }, before) => {
          const row = await updateStoreCategory(tx, actor.storeId, id, body);
          if (!row) throw new Error('a locked category vanished');
          return { row: { ...row, productCount: before.productCount }, verb: 'updated' };
        }),
      );
      return toCategory(category);
    },

    /** Deletes the category; its products stay, without a category. */
    async remove(actor: Actor, id: string) {
      await categories.remove(actor, 'removed', id, ({ tx }) =>
        deleteStoreCategory(tx, actor.storeId, id),
      );
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

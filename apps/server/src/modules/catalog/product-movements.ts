import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/resource/resource-writer';
import type { ProductRecord } from './products.repository';
import { staffName } from '../accounts/public';
import { recordMovement } from './stock.repository';

/** What holds stock: the product itself without variants, else each variant. */
interface StockUnit {
  key: string;
  variant: { id: string; size: string; colour: string } | null;
  stock: number;
}

function stockUnits(record: ProductRecord): StockUnit[] {
  if (record.variants.length === 0) {
    return [{ key: 'product', variant: null, stock: record.stock }];
  }
  return record.variants.map((variant) => ({ key: variant.id, variant, stock: variant.stock }));
}

/**
 * The movements of a product form's save (ADR 0016: no stock change without its movement): a
 * unit that is new (the product on create, a variant added, the product losing its variants)
 * 'received' its stock; a kept unit whose stock was edited has a 'correction' of the
 * difference. Removed variants take their stock with them and leave no movement. Call it in
 * the save's transaction, with the product as it was (`before`, none on create) and as it is.
 * The CSV import passes its own note for new stock, and the actor's name it looked up once.
 */
export async function recordFormMovements(
  tx: Executor,
  actor: Actor,
  before: ProductRecord | undefined,
  after: ProductRecord,
  options: { newStockNote?: string; actorLabel?: string } = {},
): Promise<void> {
  const previous = new Map((before ? stockUnits(before) : []).map((unit) => [unit.key, unit]));
  const moves = stockUnits(after).flatMap((unit) => {
    const was = previous.get(unit.key);
    const change = unit.stock - (was?.stock ?? 0);
    return change === 0 ? [] : [{ unit, change, isNew: was === undefined }];
  });
  if (moves.length === 0) return;
  const actorLabel = options.actorLabel ?? (await staffName(tx, actor.userId));
  for (const { unit, change, isNew } of moves) {
    await recordMovement(tx, {
      storeId: actor.storeId,
      productId: after.id,
      variant: unit.variant,
      change,
      stockAfter: unit.stock,
      reason: isNew ? 'received' : 'correction',
      note: isNew ? (options.newStockNote ?? 'Initial stock') : 'Edited in the product form',
      actorUserId: actor.userId,
      actorLabel,
    });
  }
}

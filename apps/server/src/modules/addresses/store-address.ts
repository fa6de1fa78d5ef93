import type { Executor } from '../../db/client';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { changedFields, type Actor } from '../../lib/resource/resource-writer';
import { lineOf, toAddress } from './address-dto';
import {
  findDefaultAddress,
  insertAddress,
  updateStoreAddress,
  writeStoreAddressLine,
  type AddressRow,
} from './addresses.repository';

/** The label of the office address /store-setup creates. */
export const STORE_ADDRESS_LABEL = 'Store address';

/** stores.address := the default office address as one line ('' without one). */
export async function syncStoreAddressLine(tx: Executor, storeId: string): Promise<void> {
  const office = await findDefaultAddress(tx, storeId, 'office');
  await writeStoreAddressLine(tx, storeId, office ? lineOf(office) : '');
}

const audit = (tx: Executor, actor: Actor, verb: string, row: AddressRow, changes: object) =>
  insertAuditEntry(tx, {
    storeId: actor.storeId,
    actorUserId: actor.userId,
    action: `address.${verb}`,
    entityType: 'address',
    entityId: row.id,
    changes: changes as Record<string, unknown>,
  });

/**
 * /store-setup's address field, saved in its unit of work (which holds the store's row, so the
 * address book's lock order is kept): the text becomes the default office address. Unchanged
 * text changes nothing; new text replaces that address's lines (line 1 holds it all, the rest
 * cleared, so the store's line reads back as typed) or creates it; empty text leaves the office
 * address in the book but no longer the default. Each change is in the account log.
 */
export async function saveStoreAddressText(
  tx: Executor,
  actor: Actor,
  text: string,
): Promise<void> {
  const office = await findDefaultAddress(tx, actor.storeId, 'office');
  if ((office ? lineOf(office) : '') === text) return;
  let row: AddressRow | undefined;
  if (!office) {
    row = await insertAddress(tx, {
      storeId: actor.storeId,
      kind: 'office',
      label: STORE_ADDRESS_LABEL,
      line1: text,
      isDefault: true,
    });
    await audit(tx, actor, 'created', row, toAddress(row));
  } else {
    const changes =
      text === ''
        ? { isDefault: false }
        : { line1: text, line2: '', city: '', state: null, lga: '', postcode: '' };
    row = await updateStoreAddress(tx, actor.storeId, office.id, changes);
    if (!row) throw new Error('the office address vanished');
    await audit(tx, actor, 'updated', row, changedFields(toAddress(office), toAddress(row)));
  }
  await syncStoreAddressLine(tx, actor.storeId);
}

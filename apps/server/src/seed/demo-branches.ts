import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/accounts';
import { addresses } from '../db/schema/addresses';
import { orders } from '../db/schema/orders';
import { insertBranch } from '../modules/branches/branches.repository';

const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' }));

/** The address of the store labelled `label` (the demo address book's). */
async function addressId(tx: Executor, storeId: string, label: string) {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.storeId, storeId), eq(addresses.label, label)));
  return row?.id ?? null;
}

/**
 * Ada's branches (issue 28, ADR 0035): the Yaba shop in Lagos, open six days, offering pickup,
 * managed by Tunde, who works there; and the Ikeja warehouse. The counter sales Tunde took
 * (source 'manual') are the shop's, so /branch/all shows its orders and revenue.
 */
export async function seedDemoBranches(
  tx: Executor,
  storeId: string,
  staff: { id: string },
): Promise<void> {
  const shop = await insertBranch(tx, {
    storeId,
    name: 'Yaba shop',
    kind: 'shop',
    addressId: await addressId(tx, storeId, 'Yaba shop'),
    phone: '+2348031234567',
    hours: [...WEEKDAYS, { day: 6, opens: '10:00', closes: '16:00' }],
    managerUserId: staff.id,
    pickup: true,
    pickupInstructions: 'Collect at the counter with your order number, Monday to Saturday.',
  });
  await insertBranch(tx, {
    storeId,
    name: 'Ikeja warehouse',
    kind: 'warehouse',
    addressId: await addressId(tx, storeId, 'Ikeja warehouse'),
    phone: '+2348039876543',
    hours: WEEKDAYS.map((hours) => ({ ...hours, opens: '08:00', closes: '17:00' })),
  });
  await tx.update(users).set({ branchId: shop.id }).where(eq(users.id, staff.id));
  await tx
    .update(orders)
    .set({ branchId: shop.id })
    .where(and(eq(orders.storeId, storeId), eq(orders.source, 'manual')));
}

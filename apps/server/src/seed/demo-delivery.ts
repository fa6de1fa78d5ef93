import type { Executor } from '../db/client';
import { insertZone } from '../modules/delivery/zones.repository';

/**
 * Ada's delivery zones (issue 28, ADR 0036): Lagos at her old flat ₦2,500 (so the storefront
 * prices an order as before), the island LGAs at ₦3,500 with morning and afternoon windows and
 * free from ₦100,000, Abuja three days a week with a ₦20,000 minimum, and a paused south-west
 * zone. A customer elsewhere is told the store does not deliver there.
 */
export async function seedDemoDelivery(tx: Executor, storeId: string): Promise<void> {
  const zone = (values: Partial<Parameters<typeof insertZone>[1]> & { name: string }) =>
    insertZone(tx, {
      storeId,
      country: 'NG',
      regions: [],
      fee: 0n,
      freeAbove: null,
      minOrder: 0n,
      days: [1, 2, 3, 4, 5, 6],
      slots: [],
      priority: 0,
      active: true,
      ...values,
    });
  await zone({ name: 'Lagos mainland', regions: ['Lagos'], fee: 2_500_00n, priority: 1 });
  await zone({
    name: 'Lagos island',
    regions: ['Lagos/Eti-Osa', 'Lagos/Lagos Island', 'Lagos/Ikoyi'],
    fee: 3_500_00n,
    freeAbove: 100_000_00n,
    slots: [
      { from: '09:00', to: '13:00' },
      { from: '14:00', to: '18:00' },
    ],
  });
  await zone({
    name: 'Abuja',
    regions: ['FCT'],
    fee: 5_000_00n,
    minOrder: 20_000_00n,
    days: [1, 3, 5],
  });
  await zone({ name: 'South-west', regions: ['Ogun', 'Oyo'], fee: 4_000_00n, active: false });
}

import type { Executor } from '../db/client';
import { addresses } from '../db/schema/addresses';
import { syncStoreAddressLine } from '../modules/addresses/store-address';

type DemoAddress = Omit<typeof addresses.$inferInsert, 'id' | 'storeId' | 'createdAt'>;

/** Ada's Fabrics (NGN, Lagos): the Yaba shop, a Lekki pickup point, the Ikeja warehouse. */
export const FABRICS_ADDRESSES: DemoAddress[] = [
  {
    kind: 'office',
    label: 'Yaba shop',
    contactName: 'Adaeze Okafor',
    phone: '+2348031234567',
    line1: '14 Tejuosho Market Road',
    city: 'Yaba',
    state: 'Lagos',
    lga: 'Lagos Mainland',
    landmark: 'Beside the Tejuosho market footbridge',
    isDefault: true,
  },
  {
    kind: 'pickup',
    label: 'Lekki pickup point',
    contactName: 'Tunde Bello',
    phone: '+2348039876543',
    line1: '5 Admiralty Way',
    line2: 'Shop 12, Palms Plaza',
    city: 'Lekki Phase 1',
    state: 'Lagos',
    lga: 'Eti-Osa',
    landmark: 'Opposite the Total filling station',
    isDefault: true,
  },
  {
    kind: 'warehouse',
    label: 'Ikeja warehouse',
    contactName: 'Chinedu Obi',
    phone: '+2348025550142',
    line1: '22 Oba Akran Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    lga: 'Ikeja',
    landmark: 'Behind the Mobil filling station',
    isDefault: true,
  },
  {
    kind: 'return',
    label: 'Returns at the Yaba shop',
    contactName: 'Tunde Bello',
    phone: '+2348039876543',
    line1: '14 Tejuosho Market Road',
    city: 'Yaba',
    state: 'Lagos',
    lga: 'Lagos Mainland',
    landmark: 'Ask at the counter for returns',
    isDefault: true,
  },
];

/** Thames Tea Co. (GBP, London): the Bankside shop, a market stall, the Bermondsey warehouse. */
export const TEA_ADDRESSES: DemoAddress[] = [
  {
    kind: 'office',
    label: 'Bankside shop',
    contactName: 'James Whitmore',
    phone: '+447700900123',
    line1: '3 Bankside',
    city: 'London',
    postcode: 'SE1 9TG',
    isDefault: true,
  },
  {
    kind: 'pickup',
    label: 'Borough Market stall',
    contactName: 'James Whitmore',
    phone: '+447700900123',
    line1: '8 Southwark Street',
    city: 'London',
    postcode: 'SE1 1TL',
    landmark: 'Green Market, stall 14',
    isDefault: true,
  },
  {
    kind: 'warehouse',
    label: 'London warehouse',
    contactName: 'Priya Shah',
    phone: '+447700900456',
    line1: 'Unit 7, Bermondsey Trading Estate',
    line2: 'Rotherhithe New Road',
    city: 'London',
    postcode: 'SE16 3LL',
    isDefault: true,
  },
  {
    kind: 'return',
    label: 'Returns to the warehouse',
    contactName: 'Priya Shah',
    phone: '+447700900456',
    line1: 'Unit 7, Bermondsey Trading Estate',
    line2: 'Rotherhithe New Road',
    city: 'London',
    postcode: 'SE16 3LL',
    isDefault: true,
  },
];

/**
 * A demo store's address book (/address/all): one insert, then the store's address line
 * rewritten from its default office address, as every change of the book does.
 */
export async function seedDemoAddresses(tx: Executor, storeId: string, book: DemoAddress[]) {
  await tx.insert(addresses).values(book.map((address) => ({ ...address, storeId })));
  await syncStoreAddressLine(tx, storeId);
}

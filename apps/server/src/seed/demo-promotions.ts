import { deflateSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { categories } from '../db/schema/catalog';
import { discounts } from '../db/schema/discounts';
import { promotions } from '../db/schema/promotions';
import type { UnitOfWork } from '../db/unit-of-work';
import { insertFile } from '../modules/files/files.repository';
import { insertBanner } from '../modules/promotions/banners.repository';
import { insertPromotion } from '../modules/promotions/promotions.repository';

const DAY_MS = 86_400_000;
const WIDTH = 480;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A wide banner picture: diagonal bands of two colours, `height` px tall and 480 wide. */
function bandsPng(height: number, ground: readonly number[], accent: readonly number[]) {
  const row = 1 + WIDTH * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const [r = 0, g = 0, b = 0] = Math.floor((x + y) / 40) % 2 === 0 ? ground : accent;
      raw.set([r, g, b], y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Ada's promotions and banners (ADR 0037), after her discounts: "December sale", running for
 * three weeks with a ₦150,000 budget, grouping the Ankara week discount and the Instagram codes,
 * with figures of its first week (orders placed from now on move them); an ended Easter
 * campaign; a hero and an Ankara category banner tied to the sale, and a top bar.
 */
export async function seedDemoPromotions(
  unit: UnitOfWork,
  store: { id: string; slug: string },
  now: Date,
): Promise<void> {
  const { tx } = unit;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const sale = await insertPromotion(tx, {
    storeId: store.id,
    name: 'December sale',
    description: 'Ankara week and the Instagram codes, with the home page banner.',
    startsAt: at(-7),
    endsAt: at(14),
    budget: 15_000_000n,
    status: 'active',
    endedReason: '',
  });
  await tx
    .update(promotions)
    .set({ spent: 4_275_000n, orders: 23, revenue: 61_840_000n })
    .where(eq(promotions.id, sale.id));
  await tx
    .update(discounts)
    .set({ promotionId: sale.id })
    .where(
      and(
        eq(discounts.storeId, store.id),
        inArray(discounts.name, ['Ankara week', 'Instagram 15%']),
      ),
    );
  const easter = await insertPromotion(tx, {
    storeId: store.id,
    name: 'Easter campaign',
    description: '',
    startsAt: at(-240),
    endsAt: at(-230),
    budget: 5_000_000n,
    status: 'ended',
    endedReason: 'budget',
  });
  await tx
    .update(promotions)
    .set({ spent: 5_000_000n, orders: 31, revenue: 49_300_000n })
    .where(eq(promotions.id, easter.id));
  await tx
    .update(discounts)
    .set({ promotionId: easter.id })
    .where(and(eq(discounts.storeId, store.id), eq(discounts.name, 'Easter sale')));

  const picture = async (height: number, ground: number[], accent: number[]) =>
    insertFile(tx, store.id, {
      purpose: 'banner',
      contentType: 'image/png',
      bytes: bandsPng(height, ground, accent),
      width: WIDTH,
      height,
    });
  const [ankara] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, store.id), eq(categories.name, 'Ankara')));
  const common = { storeId: store.id, startsAt: at(-7), endsAt: at(14), active: true };
  await insertBanner(tx, {
    ...common,
    name: 'December sale — home',
    promotionId: sale.id,
    imageFileId: await picture(160, [12, 74, 110], [244, 162, 97]),
    headline: 'December sale: 10% off Ankara this week',
    altText: 'Blue and orange Ankara print',
    link: `/store/${store.slug}?category=${ankara?.id ?? ''}`,
    placement: 'hero',
    position: 0,
  });
  if (ankara) {
    await insertBanner(tx, {
      ...common,
      name: 'December sale — Ankara',
      promotionId: sale.id,
      imageFileId: await picture(120, [120, 40, 31], [233, 196, 106]),
      headline: 'Ankara week: 10% off every piece',
      altText: 'Red and gold Ankara print',
      link: '',
      placement: 'category',
      categoryId: ankara.id,
      position: 0,
    });
  }
  await insertBanner(tx, {
    ...common,
    endsAt: null,
    name: 'Free delivery bar',
    promotionId: null,
    imageFileId: null,
    headline: 'Free delivery on orders over ₦50,000',
    altText: '',
    link: '',
    placement: 'top_bar',
    position: 0,
  });
}

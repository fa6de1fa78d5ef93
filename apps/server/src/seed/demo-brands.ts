import type { Executor } from '../db/client';
import { insertBrand, setProductsBrand } from '../modules/catalog/brands.repository';
import { insertFile } from '../modules/files/files.repository';
import type { DemoCategory } from './demo-catalog-data';
import type { SeededProduct } from './demo-catalog';
import { DEMO_IMAGE_SIZE, patternPng, type Pattern, type Rgb } from './demo-images';

/**
 * A demo brand: the products of `category` it makes (every one, or every other one from
 * `parity`), a logo the seed draws, and whether it is active.
 */
export interface DemoBrand {
  name: string;
  description: string;
  active?: boolean;
  category: string;
  parity?: 0 | 1;
  logo: [Pattern, Rgb, Rgb];
}

export const FABRIC_BRANDS: DemoBrand[] = [
  {
    name: 'Vlisco',
    description: 'Dutch wax prints since 1846',
    category: 'Ankara',
    parity: 0,
    logo: ['diamonds', [233, 115, 22], [30, 64, 175]],
  },
  {
    name: 'ABC Wax',
    description: 'Wax prints made in Ghana',
    category: 'Ankara',
    parity: 1,
    logo: ['waves', [190, 18, 60], [253, 230, 138]],
  },
  {
    name: 'GTP',
    description: 'Ghana Textile Printing: bright, everyday prints',
    category: 'Adire',
    logo: ['stripes', [250, 204, 21], [22, 101, 52]],
  },
  {
    name: 'Iseyin Weavers',
    description: 'Hand-woven aso-oke from Iseyin, Oyo State',
    category: 'Aso-oke',
    logo: ['checks', [124, 58, 237], [254, 240, 138]],
  },
  {
    name: 'Woodin',
    description: 'Ready-to-wear from the wax-print house',
    category: 'Ready-to-wear',
    logo: ['dots', [15, 118, 110], [254, 215, 170]],
  },
  {
    name: 'Da Viva',
    description: 'No longer stocked; kept on its past laces',
    active: false,
    category: 'Lace',
    logo: ['diamonds', [17, 24, 39], [212, 175, 55]],
  },
];

export const TEA_BRANDS: DemoBrand[] = [
  {
    name: 'Bankside Blends',
    description: 'Our own black tea blends, made in Southwark',
    category: 'Black tea',
    logo: ['tin', [180, 83, 9], [255, 247, 237]],
  },
  {
    name: 'Kew Leaf',
    description: 'Green teas chosen at the garden',
    category: 'Green tea',
    logo: ['leaf', [22, 101, 52], [224, 242, 254]],
  },
  {
    name: 'Hedgerow Infusions',
    description: 'Caffeine-free herbs from English farms',
    category: 'Herbal',
    logo: ['dots', [190, 18, 60], [254, 240, 138]],
  },
  {
    name: 'Mandarin Hill',
    description: 'Oolong and white teas from single estates',
    category: 'Oolong & white',
    logo: ['stripes', [30, 58, 138], [224, 242, 254]],
  },
  {
    name: 'Borough Pottery',
    description: 'Teaware thrown and fired in London',
    category: 'Teaware & gifts',
    logo: ['checks', [124, 58, 237], [255, 247, 237]],
  },
  {
    name: 'Wapping Chai',
    description: 'Retired spiced chai range',
    active: false,
    category: 'Herbal',
    parity: 1,
    logo: ['waves', [233, 115, 22], [17, 24, 39]],
  },
];

/**
 * A demo store's brands, each with its logo as an uploaded logo file, and its products given the
 * brand (one update per brand). `products` are `catalog`'s, seeded in its order.
 */
export async function seedDemoBrands(
  tx: Executor,
  storeId: string,
  catalog: DemoCategory[],
  products: SeededProduct[],
  brands: DemoBrand[],
): Promise<void> {
  const idsOf = new Map<string, string[]>();
  let n = 0;
  for (const group of catalog) {
    idsOf.set(
      group.name,
      products.slice(n, n + group.products.length).map((p) => p.id),
    );
    n += group.products.length;
  }
  for (const demo of brands) {
    const [pattern, ground, accent] = demo.logo;
    const fileId = await insertFile(tx, storeId, {
      purpose: 'logo',
      contentType: 'image/png',
      bytes: patternPng(pattern, ground, accent),
      width: DEMO_IMAGE_SIZE,
      height: DEMO_IMAGE_SIZE,
    });
    const brand = await insertBrand(tx, {
      storeId,
      name: demo.name,
      description: demo.description,
      logoUrl: `/files/${fileId}`,
      active: demo.active ?? true,
    });
    const ids = (idsOf.get(demo.category) ?? []).filter(
      (_, i) => demo.parity === undefined || i % 2 === demo.parity,
    );
    await setProductsBrand(tx, storeId, brand.id, ids);
  }
}

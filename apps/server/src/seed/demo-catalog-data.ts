import type { Pattern, Rgb } from './demo-images';

/** One demo product: prices in major units; `variants` are sizes with their price and stock. */
export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  compareAt?: number;
  stock: number;
  status?: 'active' | 'draft';
  pattern: Pattern;
  colours: [Rgb, Rgb];
  variants?: { size: string; price: number; stock: number }[];
}

export interface DemoCategory {
  name: string;
  description: string;
  products: DemoProduct[];
}

const PALETTE: [Rgb, Rgb][] = [
  [
    [233, 115, 22],
    [30, 64, 175],
  ],
  [
    [250, 204, 21],
    [22, 101, 52],
  ],
  [
    [190, 18, 60],
    [253, 230, 138],
  ],
  [
    [30, 58, 138],
    [224, 242, 254],
  ],
  [
    [124, 58, 237],
    [254, 240, 138],
  ],
  [
    [15, 118, 110],
    [254, 215, 170],
  ],
  [
    [180, 83, 9],
    [255, 247, 237],
  ],
  [
    [17, 24, 39],
    [212, 175, 55],
  ],
];
const colours = (index: number): [Rgb, Rgb] =>
  PALETTE[index % PALETTE.length] ?? [
    [0, 0, 0],
    [255, 255, 255],
  ];

const yards = (price: number, stock: number) => [
  { size: '6 yards', price, stock },
  { size: '12 yards', price: Math.round(price * 1.9), stock: Math.max(0, Math.floor(stock / 2)) },
];
const sizes = (price: number, stocks: [number, number, number]) =>
  (['S', 'M', 'L'] as const).map((size, i) => ({ size, price, stock: stocks[i] ?? 0 }));
const grams = (price: number, stock: number) => [
  { size: '100 g', price, stock },
  { size: '250 g', price: Math.round(price * 2.2 * 100) / 100, stock: Math.floor(stock / 2) },
];

function fabrics(
  names: string[],
  kind: string,
  pattern: Pattern,
  base: number,
  offset: number,
): DemoProduct[] {
  return names.map((name, i) => {
    const price = base + ((i * 1500) % 9000);
    const stock = [24, 3, 0, 40, 12, 5, 60, 18][i % 8] ?? 10;
    return {
      name: `${name} ${kind}`,
      description: `${kind} in the ${name} design, cotton, 45 inches wide.\nWash cold, dry in the shade.`,
      price,
      ...(i % 4 === 1 ? { compareAt: price + 2500 } : {}),
      stock,
      ...(i === 7 ? { status: 'draft' as const } : {}),
      pattern,
      colours: colours(i + offset),
      ...(i % 3 === 0 ? { variants: yards(price, stock) } : {}),
    };
  });
}

/** Ada's Fabrics (NGN): 42 products in six categories. */
export const FABRICS: DemoCategory[] = [
  {
    name: 'Ankara',
    description: 'Wax-print cotton in bold designs',
    products: fabrics(
      ['Sunrise', 'Market Day', 'Peacock', 'Lagos Nights', 'Hibiscus', 'Calabash'].concat([
        'Golden Cowrie',
        'Ocean Spray',
        'Harmattan',
        'Palm Frond',
        'Kente Echo',
        'Festival',
      ]),
      'Ankara',
      'waves',
      12_500,
      0,
    ),
  },
  {
    name: 'Adire',
    description: 'Hand-dyed indigo from Abeokuta',
    products: fabrics(
      ['Indigo Eleko', 'Oniko Circles', 'Alabere Lines', 'Midnight', 'Sky', 'Olokun'].concat([
        'Ibadan Dun',
        'Moonlight',
      ]),
      'Adire',
      'dots',
      9_000,
      3,
    ),
  },
  {
    name: 'Aso-oke',
    description: 'Hand-woven for weddings and owambe',
    products: fabrics(
      ['Sanyan', 'Alaari', 'Etu', 'Gold Sequin', 'Silver', 'Royal Blue'],
      'Aso-oke set',
      'stripes',
      35_000,
      5,
    ),
  },
  {
    name: 'Lace',
    description: 'French, Swiss and beaded lace',
    products: fabrics(
      ['Cord', 'Swiss Voile', 'Beaded Net', 'Guipure', 'Sequin Tulle', 'Dry', 'Velvet'].concat([
        'George',
      ]),
      'Lace',
      'diamonds',
      28_000,
      1,
    ),
  },
  {
    name: 'Ready-to-wear',
    description: 'Made in our Yaba workshop',
    products: ['Ankara Shirt', 'Adire Kimono', 'Buba and Sokoto', 'Wrap Skirt', 'Kaftan'].map(
      (name, i) => ({
        name,
        description: `${name}, cut and sewn in Lagos. Sizes S, M and L.`,
        price: 18_000 + i * 4_000,
        stock: 0,
        pattern: 'checks',
        colours: colours(i + 2),
        variants: sizes(18_000 + i * 4_000, [4 + i, 9 - i, i === 2 ? 0 : 3]),
      }),
    ),
  },
  {
    name: 'Tailoring & notions',
    description: 'What the tailor needs',
    products: [
      ['Tailoring scissors, 10 inch', 6_500, 35],
      ['Measuring tape, pack of 3', 1_800, 120],
      ['Thread set, 24 colours', 4_200, 2],
    ].map(([name, price, stock], i) => ({
      name: String(name),
      description: `${String(name)}. Sold by Ada's Fabrics, Yaba.`,
      price: Number(price),
      stock: Number(stock),
      pattern: 'leaf' as const,
      colours: colours(i + 6),
    })),
  },
];

function teas(names: string[], kind: string, pattern: Pattern, base: number, offset: number) {
  return names.map((name, i): DemoProduct => {
    const price = Math.round((base + (i % 5) * 0.75) * 100) / 100;
    const stock = [50, 8, 30, 0, 4, 80][i % 6] ?? 20;
    return {
      name,
      description: `${name}: ${kind}, loose leaf. Brew 3–4 minutes.`,
      price,
      ...(i % 5 === 2 ? { compareAt: Math.round((price + 1.5) * 100) / 100 } : {}),
      stock,
      pattern,
      colours: colours(i + offset),
      ...(i % 2 === 0 ? { variants: grams(price, stock) } : {}),
    };
  });
}

/** Thames Tea Co. (GBP): 40 products in five categories. */
export const TEAS: DemoCategory[] = [
  {
    name: 'Black tea',
    description: 'Strong, malty and smoky',
    products: teas(
      [
        'English Breakfast',
        'Earl Grey',
        'Assam Gold',
        'Darjeeling First Flush',
        'Ceylon OP',
      ].concat(['Lapsang Souchong', 'Keemun', 'Russian Caravan', 'Irish Breakfast', 'Yunnan Gold']),
      'black tea',
      'tin',
      6.5,
      0,
    ),
  },
  {
    name: 'Green tea',
    description: 'Fresh and grassy',
    products: teas(
      ['Sencha', 'Gunpowder', 'Jasmine Pearls', 'Genmaicha', 'Dragon Well', 'Matcha'].concat([
        'Gyokuro',
        'Moroccan Mint',
      ]),
      'green tea',
      'leaf',
      7.25,
      1,
    ),
  },
  {
    name: 'Herbal',
    description: 'Caffeine-free infusions',
    products: teas(
      ['Chamomile', 'Peppermint', 'Rooibos', 'Lemon Verbena', 'Hibiscus Berry'].concat([
        'Ginger Lemon',
        'Lavender',
        'Fennel',
        'Nettle',
        'Turmeric Chai',
      ]),
      'herbal infusion',
      'dots',
      5,
      2,
    ),
  },
  {
    name: 'Oolong & white',
    description: 'Delicate and floral',
    products: teas(
      ['Tie Guan Yin', 'Milk Oolong', 'Silver Needle', 'White Peony', 'Da Hong Pao'],
      'oolong or white tea',
      'stripes',
      9.5,
      4,
    ),
  },
  {
    name: 'Teaware & gifts',
    description: 'Pots, cups and presents',
    products: [
      ['Glass teapot, 800 ml', 24, 12],
      ['Cast iron kettle', 48, 3],
      ['Bone china cup and saucer', 18, 25],
      ['Infuser basket', 7.5, 60],
      ['Tea caddy', 12, 0],
      ['Gift box of six teas', 32, 15],
      ['Tasting flight', 19.5, 9],
    ].map(([name, price, stock], i) => ({
      name: String(name),
      description: `${String(name)} from Thames Tea Co.`,
      price: Number(price),
      stock: Number(stock),
      pattern: 'checks' as const,
      colours: colours(i + 3),
    })),
  },
];

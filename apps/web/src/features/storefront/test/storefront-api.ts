import type {
  PublicOrder,
  StorefrontProductDetail,
  StorefrontStore,
} from '@olivia/contracts/storefront';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import {
  fakeEndpoint,
  fakeNamedApi,
  type FakeAnswer,
  type FakeEndpoint,
} from '../../../test/fake-api';
import { storefrontDeliveryEndpoint } from '@olivia/contracts/delivery-zone-endpoints';
import { cartPriceEndpoint } from '@olivia/contracts/discount-endpoints';
import { jsonResponse } from '../../../test/fetch-mock';

export const SLUG = 'corner-shop';
export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
export const DRESSES = uuid(901);
export const BAGS = uuid(902);
export const ORDER_ID = uuid(700);
export const ORDER_TOKEN = 'order-secret-0123456789';

export const store = (overrides: Partial<StorefrontStore> = {}): StorefrontStore => ({
  name: 'Corner Shop',
  slug: SLUG,
  description: 'Clothes and bags\nmade in Lagos',
  logourl: '',
  currency: 'NGN',
  deliveryfee: 1500,
  email: 'hello@corner.example',
  phone: '+2348000000000',
  categories: [
    { id: DRESSES, name: 'Dresses' },
    { id: BAGS, name: 'Bags' },
  ],
  brands: [],
  banners: [],
  ...overrides,
});

export const product = (
  index: number,
  overrides: Partial<StorefrontProductDetail> = {},
): StorefrontProductDetail => ({
  id: uuid(index),
  name: `Product ${index}`,
  description: '',
  price: 10000,
  compareatprice: null,
  images: [`/files/img-${index}`],
  categoryid: null,
  categoryname: '',
  instock: true,
  variants: [],
  rating: { average: 0, count: 0 },
  reviews: [],
  ...overrides,
});

/** The store's three products: a discounted, reviewed dress; sold-out sandals; a bag. */
export const catalogue = (): StorefrontProductDetail[] => [
  product(1, {
    name: 'Ankara dress',
    price: 15000,
    compareatprice: 20000,
    categoryid: DRESSES,
    categoryname: 'Dresses',
    rating: { average: 4.5, count: 2 },
  }),
  product(2, { name: 'Leather sandals', instock: false }),
  product(3, { name: 'Beaded bag', price: 8000, categoryid: BAGS, categoryname: 'Bags' }),
];

type OrderItem = PublicOrder['items'][number];

/** Two blue dresses in M, not reviewed yet. */
export const orderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: uuid(801),
  productid: uuid(1),
  name: 'Ankara dress',
  variant: 'M / Blue',
  image: '/files/img-1',
  unitprice: 15000,
  quantity: 2,
  total: 30000,
  reviewed: false,
  ...overrides,
});

export const order = (overrides: Partial<PublicOrder> = {}): PublicOrder => ({
  id: ORDER_ID,
  number: 1042,
  orderStatus: 'pending',
  paymentstate: 'unpaid',
  currency: 'NGN',
  subtotal: 30000,
  deliveryfee: 1500,
  discount: 0,
  total: 31500,
  amountpaid: 0,
  amountdue: 31500,
  items: [orderItem()],
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08012345678',
  address: '12 Marina Road',
  city: 'Lagos',
  delivery: {
    fulfilment: 'delivery',
    state: 'Lagos',
    lga: 'Ikeja',
    postcode: '',
    zone: 'Lagos mainland',
    slot: '',
    pickup: '',
  },
  payment: {
    bank: 'Wema Bank',
    accountnumber: '9012345678',
    accountname: 'Olivia / Corner Shop',
    expiresat: new Date(Date.now() + 30 * 60_000).toISOString(),
  },
  paymentmethod: 'transfer',
  checkouturl: '',
  cardfailure: '',
  store: { name: 'Corner Shop', slug: SLUG },
  createdat: '2026-03-05T14:07:00.000Z',
  paidat: null,
  canreview: false,
  returnuntil: null,
  returns: [],
  ...overrides,
});

/** The paid version of an order: nothing due, no account to pay into. */
export const paid = (base: PublicOrder, overrides: Partial<PublicOrder> = {}): PublicOrder => ({
  ...base,
  orderStatus: 'paid',
  paymentstate: 'paid',
  amountpaid: base.total,
  amountdue: 0,
  payment: null,
  checkouturl: '',
  paidat: '2026-03-05T14:10:00.000Z',
  ...overrides,
});

/** The endpoints the fake answers, by the names tests give their answers and counts. */
type Operation =
  | 'delivery'
  | 'store'
  | 'products'
  | 'product'
  | 'banks'
  | 'visit'
  | 'checkout'
  | 'order'
  | 'review'
  | 'retryCard'
  | 'askReturn'
  | 'cartPrice'
  | 'sandboxAccount'
  | 'sandboxPay';

/** The products of `all` that match the request's q and category, a page of them. */
function productsPage(all: StorefrontProductDetail[], query: Record<string, string>) {
  const q = query.q?.toLowerCase();
  const { category } = query;
  const page = Number(query.page ?? 0);
  const size = Number(query.size ?? 10);
  const matching = all
    .filter((p) => !q || p.name.toLowerCase().includes(q))
    .filter((p) => !category || p.categoryid === category)
    .map(({ reviews: _reviews, ...rest }) => rest);
  const content = matching.slice(page * size, (page + 1) * size);
  return { content, total: matching.length, page, size };
}

const notFound = (error = 'Not Found') => jsonResponse(404, { error });

/**
 * A fake of the storefront API (and the sandbox bank, which answers 404 unless told otherwise:
 * not the sandbox). Each answer may be replaced; returns every request, by operation.
 */
export function mockStorefrontApi(
  answers: Partial<Record<Operation, FakeAnswer>> = {},
  products: StorefrontProductDetail[] = catalogue(),
) {
  const defaults = {
    store: fakeEndpoint(storefrontEndpoints.store, () => store()),
    products: fakeEndpoint(storefrontEndpoints.products, ({ query }) =>
      productsPage(products, query),
    ),
    product: fakeEndpoint(
      storefrontEndpoints.product,
      ({ params }) => products.find((p) => p.id === params.id) ?? notFound('Product not found'),
    ),
    banks: fakeEndpoint(storefrontEndpoints.banks, () => ({
      banks: [
        { code: '035', name: 'Wema Bank' },
        { code: '101', name: 'Providus Bank' },
      ],
    })),
    visit: fakeEndpoint(storefrontEndpoints.visit, () => ({ counted: true })),
    checkout: fakeEndpoint(storefrontEndpoints.checkout, () => ({
      order: order(),
      token: ORDER_TOKEN,
    })),
    order: fakeEndpoint(storefrontEndpoints.order, () => order()),
    review: fakeEndpoint(storefrontEndpoints.review, () => order()),
    retryCard: fakeEndpoint(storefrontEndpoints.retryCard, () => order()),
    askReturn: fakeEndpoint(storefrontEndpoints.askReturn, () => order()),
    // Priced as the server would without discounts: the catalogue's prices.
    cartPrice: fakeEndpoint(cartPriceEndpoint, ({ body }) => {
      const lines = body.items.map((item) => {
        const product = products.find((p) => p.id === item.productid);
        const variant = product?.variants.find((v) => v.id === item.variantid);
        const unitprice = variant?.price ?? product?.price ?? 0;
        return {
          productid: item.productid,
          variantid: item.variantid ?? null,
          quantity: item.quantity,
          unitprice,
          total: unitprice * item.quantity,
          saving: 0,
        };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
      const deliveryfee = store().deliveryfee;
      return {
        lines,
        subtotal,
        deliveryfee,
        discount: 0,
        total: subtotal + deliveryfee,
        discounts: [],
        codestatus: body.code === '' ? '' : 'This code is not valid',
        delivery: {
          fulfilment: body.fulfilment ?? 'delivery',
          zonename: '',
          slots: [],
          status: '',
          field: '',
          minorder: 0,
          freeabove: null,
        },
      };
    }),
    // A store without zones or pickup points: the checkout asks no region.
    delivery: fakeEndpoint(storefrontDeliveryEndpoint, () => ({
      country: 'NG' as const,
      zoned: false,
      pickup: [],
      lgas: {},
    })),
    sandboxAccount: fakeEndpoint(sandboxBankEndpoints.account, () => notFound()),
    sandboxPay: fakeEndpoint(sandboxBankEndpoints.pay, () => notFound()),
  } satisfies Record<Operation, FakeEndpoint>;
  const api = fakeNamedApi(defaults, answers);
  return {
    requests: api.requests,
    /** The requests of one operation, oldest first. */
    calls: api.of,
  };
}

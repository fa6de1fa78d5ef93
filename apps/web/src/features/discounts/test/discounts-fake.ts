import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import type { Product } from '@olivia/contracts/catalog';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import {
  belowCostEndpoint,
  couponEndpoints,
  discountEndpoints,
} from '@olivia/contracts/discount-endpoints';
import type { Coupon, Discount, DiscountUse } from '@olivia/contracts/discounts';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const discountId = (index: number) => `00000000-0000-4000-8000-0000000003${10 + index}`;
export const couponId = (index: number) => `00000000-0000-4000-8000-0000000004${10 + index}`;
export const productId = (index: number) => `00000000-0000-4000-8000-0000000005${10 + index}`;
export const CATEGORY_ID = '00000000-0000-4000-8000-000000000601';
export const BRAND_ID = '00000000-0000-4000-8000-000000000701';

const CREATED = '2026-03-05T14:07:00.000Z';

/** 1: 10% off the order, automatic; 2: ₦1,000 off each unit of 3 products, by code, used. */
export const discount = (index: number, overrides: Partial<Discount> = {}): Discount => {
  const base: Discount = {
    id: discountId(index),
    name: `Discount ${index}`,
    kind: 'percentage',
    value: 10,
    appliesto: 'order',
    targetids: [],
    buyquantity: 0,
    getquantity: 0,
    minsubtotal: 0,
    minquantity: 0,
    method: 'automatic',
    startsat: '2026-03-01T09:00:00.000Z',
    endsat: null,
    combinable: false,
    active: true,
    state: 'active',
    timesused: 0,
    discountgiven: 0,
    codes: 0,
    createdat: CREATED,
    updatedat: CREATED,
  };
  if (index === 1) base.name = 'Easter sale';
  if (index === 2) {
    Object.assign(base, {
      name: 'Wrap dress promo',
      kind: 'fixed',
      value: 1000,
      appliesto: 'products',
      targetids: [productId(1), productId(2), productId(3)],
      method: 'code',
      timesused: 14,
      discountgiven: 28_000,
      codes: 3,
    });
  }
  if (index === 3) {
    Object.assign(base, {
      name: 'Three for two',
      kind: 'bxgy',
      value: 100,
      buyquantity: 2,
      getquantity: 1,
      state: 'scheduled',
      startsat: '2026-12-01T09:00:00.000Z',
      endsat: '2026-12-31T21:00:00.000Z',
    });
  }
  return { ...base, ...overrides };
};

export const coupon = (index: number, overrides: Partial<Coupon> = {}): Coupon => ({
  id: couponId(index),
  code: `WRAP${index}0`,
  discountid: discountId(2),
  discountname: 'Wrap dress promo',
  usagelimit: index === 1 ? 100 : null,
  percustomerlimit: index === 1 ? 1 : null,
  used: index === 1 ? 7 : 0,
  active: true,
  createdat: CREATED,
  ...overrides,
});

/** Where discount 2 was used: an order, a link payment and a draft invoice, newest first. */
export const USES: DiscountUse[] = [
  {
    id: '00000000-0000-4000-8000-000000000801',
    kind: 'invoice',
    ownerid: '00000000-0000-4000-8000-000000000901',
    reference: '',
    customer: 'Bola Ade',
    code: '',
    amount: 2_000,
    currency: 'NGN',
    usedat: '2026-03-07T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000802',
    kind: 'linkpayment',
    ownerid: '00000000-0000-4000-8000-000000000902',
    reference: 'Ankara class',
    customer: '',
    code: 'WRAP10',
    amount: 500,
    currency: 'NGN',
    usedat: '2026-03-06T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000803',
    kind: 'order',
    ownerid: '00000000-0000-4000-8000-000000000903',
    reference: '#1042',
    customer: 'Chioma Obi',
    code: 'WRAP10',
    amount: 1_000,
    currency: 'NGN',
    usedat: '2026-03-05T10:00:00.000Z',
  },
];

/** Where discount 3 was used: twelve orders (#1012 newest), two pages of ten. */
const TWELVE_ORDERS: DiscountUse[] = Array.from({ length: 12 }, (_, i) => ({
  id: `00000000-0000-4000-8000-0000000008${String(20 + i)}`,
  kind: 'order',
  ownerid: `00000000-0000-4000-8000-0000000009${String(20 + i)}`,
  reference: `#${1012 - i}`,
  customer: 'Chioma Obi',
  code: '',
  amount: 100,
  currency: 'NGN',
  usedat: `2026-03-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`,
}));
const USES_OF: Record<string, DiscountUse[]> = {
  [discountId(2)]: USES,
  [discountId(3)]: TWELVE_ORDERS,
};

const product = (index: number, name: string): Product => ({
  id: productId(index),
  name,
  description: '',
  price: 12_000,
  compareatprice: null,
  costprice: null,
  sku: `ADA-00${index}`,
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 5,
  status: 'active',
  variants: [],
  createdat: CREATED,
  updatedat: CREATED,
});

export const PRODUCTS = [
  product(1, 'Ankara wrap dress'),
  product(2, 'Aso-oke gele'),
  product(3, 'Adire scarf'),
];

const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });

/**
 * A fake of the discounts and coupons API holding `discounts` and `coupons` (changed by create,
 * update and remove; a used discount cannot be removed), and the store's products, one category
 * and one brand for a discount's targets.
 */
export function fakeDiscountsApi(
  discounts: Discount[],
  coupons: Coupon[] = [],
  /** Answers a create instead of the store (a refusal, say) when it returns a Response. */
  refuseCreate?: () => Response | undefined,
) {
  const indexOf = (id: string) => discounts.findIndex((each) => each.id === id);
  return fakeApi(
    fakeEndpoint(discountEndpoints.list, ({ query }) =>
      page(
        discounts.filter(
          (each) =>
            (!query.state || each.state === query.state) &&
            (!query.method || each.method === query.method) &&
            (!query.kind || each.kind === query.kind),
        ),
      ),
    ),
    fakeEndpoint(
      discountEndpoints.get,
      ({ params }) => discounts[indexOf(params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(discountEndpoints.uses, ({ params, query }) => {
      const uses = USES_OF[params.id] ?? [];
      const [page, size] = [Number(query.page ?? 0), Number(query.size ?? 10)];
      return {
        content: uses.slice(page * size, (page + 1) * size),
        total: uses.length,
        page,
        size,
      };
    }),
    fakeEndpoint(discountEndpoints.create, ({ body }) => {
      const refusal = refuseCreate?.();
      if (refusal) return refusal;
      const created = discount(discounts.length + 1, {
        ...(body as Partial<Discount>),
        id: discountId(discounts.length + 1),
      });
      discounts.push(created);
      return created;
    }),
    fakeEndpoint(discountEndpoints.update, ({ params, body }) => {
      const index = indexOf(params.id);
      discounts[index] = { ...discounts[index], ...body } as Discount;
      return discounts[index];
    }),
    fakeEndpoint(discountEndpoints.remove, ({ params }) => {
      const index = indexOf(params.id);
      if ((discounts[index]?.timesused ?? 0) > 0) {
        return jsonResponse(409, { error: discountMessages.discountUsedCannotDelete });
      }
      discounts.splice(index, 1);
      return { status: 200, message: 'Discount removed' };
    }),
    fakeEndpoint(couponEndpoints.list, ({ query }) =>
      page(
        coupons.filter(
          (each) =>
            (!query.discount || each.discountid === query.discount) &&
            (!query.active || String(each.active) === query.active),
        ),
      ),
    ),
    fakeEndpoint(couponEndpoints.create, ({ body }) => {
      const count = body.code ? 1 : (body.count ?? 1);
      const made = Array.from({ length: count }, (_, i) =>
        coupon(coupons.length + i + 1, {
          code: body.code || `${body.prefix ?? ''}X${String(i + 1).padStart(5, '0')}`,
          discountid: body.discountid,
          usagelimit: body.usagelimit ?? null,
          percustomerlimit: body.percustomerlimit ?? null,
          used: 0,
        }),
      );
      coupons.push(...made);
      return { coupons: made };
    }),
    fakeEndpoint(couponEndpoints.update, ({ params, body }) => {
      const index = coupons.findIndex((each) => each.id === params.id);
      coupons[index] = { ...coupons[index], ...body } as Coupon;
      return coupons[index];
    }),
    // Half off or more sells the wrap dress (cost ₦7,000) below cost.
    fakeEndpoint(belowCostEndpoint, ({ body }) =>
      body.kind === 'percentage' && body.value >= 50
        ? {
            products: [
              {
                id: productId(1),
                name: 'Ankara wrap dress',
                price: 12_000,
                costprice: 7_000,
                discountedprice: 12_000 * (1 - body.value / 100),
              },
            ],
            total: 1,
          }
        : { products: [], total: 0 },
    ),
    fakeEndpoint(productEndpoints.list, ({ query }) =>
      page(PRODUCTS.filter((each) => !query.q || each.name.includes(query.q))),
    ),
    fakeEndpoint(categoryEndpoints.list, () =>
      page([
        { id: CATEGORY_ID, name: 'Dresses', description: '', productcount: 2, createdat: CREATED },
      ]),
    ),
    fakeEndpoint(brandEndpoints.list, () =>
      page([
        {
          id: BRAND_ID,
          name: 'Ada Originals',
          description: '',
          logourl: '',
          active: true,
          productcount: 2,
          createdat: CREATED,
        },
      ]),
    ),
  );
}

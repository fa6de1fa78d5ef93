import { bannerEndpoints } from '@olivia/contracts/banner-endpoints';
import type { Banner } from '@olivia/contracts/banners';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { Discount } from '@olivia/contracts/discounts';
import { promotionEndpoints } from '@olivia/contracts/promotion-endpoints';
import type { Promotion } from '@olivia/contracts/promotions';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';

export const promotionId = (index: number) => `00000000-0000-4000-8000-0000000007${10 + index}`;
export const bannerId = (index: number) => `00000000-0000-4000-8000-0000000008${10 + index}`;
export const discountId = (index: number) => `00000000-0000-4000-8000-0000000009${10 + index}`;
export const CATEGORY_ID = '00000000-0000-4000-8000-000000000601';
const CREATED = '2026-03-05T14:07:00.000Z';

/** 1: December sale, running with a ₦50,000 budget and figures; 2: ended by its budget. */
export const promotion = (index: number, overrides: Partial<Promotion> = {}): Promotion => ({
  id: promotionId(index),
  name: index === 1 ? 'December sale' : `Promotion ${index}`,
  description: '',
  startsat: '2026-03-01T09:00:00.000Z',
  endsat: null,
  budget: 50_000,
  spent: index === 1 ? 12_500 : 50_000,
  remaining: index === 1 ? 37_500 : 0,
  orders: index === 1 ? 9 : 40,
  revenue: index === 1 ? 118_000 : 400_000,
  state: index === 1 ? 'active' : 'ended',
  endedreason: index === 1 ? '' : 'budget',
  discounts: [{ id: discountId(1), name: 'Ten off', method: 'automatic' }],
  banners: 1,
  createdat: CREATED,
  updatedat: CREATED,
  ...overrides,
});

export const banner = (index: number, overrides: Partial<Banner> = {}): Banner => ({
  id: bannerId(index),
  name: index === 1 ? 'Adire week hero' : `Banner ${index}`,
  headline: 'Adire week',
  alttext: 'Blue adire wraps',
  link: '/store/ada',
  placement: 'hero',
  categoryid: null,
  categoryname: '',
  promotionid: promotionId(1),
  promotionname: 'December sale',
  imageurl: `/files/${bannerId(index)}`,
  startsat: '2026-03-01T09:00:00.000Z',
  endsat: null,
  position: index - 1,
  active: true,
  state: 'live',
  clicks: 31,
  createdat: CREATED,
  updatedat: CREATED,
  ...overrides,
});

const discount = (index: number, name: string): Discount => ({
  id: discountId(index),
  name,
  kind: 'percentage',
  value: 10,
  appliesto: 'order',
  targetids: [],
  buyquantity: 0,
  getquantity: 0,
  minsubtotal: 0,
  minquantity: 0,
  method: 'automatic',
  startsat: CREATED,
  endsat: null,
  combinable: false,
  active: true,
  state: 'active',
  timesused: 0,
  discountgiven: 0,
  codes: 0,
  createdat: CREATED,
  updatedat: CREATED,
});

const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });

/** A fake of the promotions and banners API holding `promotions` and `banners`. */
export function fakePromotionsApi(promotions: Promotion[], banners: Banner[] = []) {
  return fakeApi(
    fakeEndpoint(promotionEndpoints.list, ({ query }) =>
      page(promotions.filter((each) => !query.state || each.state === query.state)),
    ),
    fakeEndpoint(promotionEndpoints.get, ({ params }) => {
      const found = promotions.find((each) => each.id === params.id);
      if (!found) throw new Error('no such promotion');
      return found;
    }),
    fakeEndpoint(promotionEndpoints.create, ({ body }) =>
      promotion(9, { name: body.name, spent: 0, orders: 0, revenue: 0 }),
    ),
    fakeEndpoint(promotionEndpoints.update, ({ params }) => {
      const found = promotions.find((each) => each.id === params.id) ?? promotion(1);
      return { ...found, state: 'paused' as const };
    }),
    fakeEndpoint(promotionEndpoints.remove, () => ({ status: 200, message: 'Promotion removed' })),
    fakeEndpoint(discountEndpoints.list, () =>
      page([discount(1, 'Ten off'), discount(2, 'Free delivery')]),
    ),
    fakeEndpoint(bannerEndpoints.list, () => page(banners)),
    fakeEndpoint(bannerEndpoints.get, ({ params }) => {
      const found = banners.find((each) => each.id === params.id);
      if (!found) throw new Error('no such banner');
      return found;
    }),
    fakeEndpoint(bannerEndpoints.create, ({ body }) => banner(9, { name: body.name })),
    fakeEndpoint(
      bannerEndpoints.update,
      ({ params }) => banners.find((b) => b.id === params.id) ?? banner(1),
    ),
    fakeEndpoint(bannerEndpoints.reorder, ({ body }) => ({
      banners: body.ids.map((id, position) => ({
        ...(banners.find((each) => each.id === id) ?? banner(1)),
        position,
      })),
    })),
    fakeEndpoint(
      categoryEndpoints.list,
      () =>
        ({
          ...page([{ id: CATEGORY_ID, name: 'Dresses' }]),
        }) as never,
    ),
  );
}

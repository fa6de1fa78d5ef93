import { describe, expect, it } from 'vitest';
import { bannerEndpoints } from '@olivia/contracts/banner-endpoints';
import type { BannerList } from '@olivia/contracts/banners';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { promotionEndpoints } from '@olivia/contracts/promotion-endpoints';
import type { Promotion } from '@olivia/contracts/promotions';
import type { StorefrontStore } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { demoUser, seededDemoApp } from '../../helpers/demo-seed';

const app = seededDemoApp();

/** /promotions/all and /banners/all open on a running sale with figures, and its banners live. */
describe('the demo promotions and banners', () => {
  it('give Ada a running sale with a budget, figures and a code, an ended one, and three banners', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const list = await ada.get<{ content: Promotion[] }>(
      `${endpointUrl(promotionEndpoints.list)}?sort=name&order=asc`,
    );
    const sale = list.content.find((promotion) => promotion.name === 'December sale');
    const easter = list.content.find((promotion) => promotion.name === 'Easter campaign');
    expect(sale).toMatchObject({
      name: 'December sale',
      state: 'active',
      budget: 150_000,
      spent: 42_750,
      remaining: 107_250,
      orders: 23,
      banners: 2,
    });
    expect(sale?.discounts.map((d) => d.method).sort()).toEqual(['automatic', 'code']);
    expect(easter).toMatchObject({ state: 'ended', endedreason: 'budget' });

    const banners = await ada.get<BannerList>(endpointUrl(bannerEndpoints.list));
    expect(banners.content.map((b) => b.state)).toEqual(['live', 'live', 'live']);
    const store = await app().inject({
      url: endpointUrl(storefrontEndpoints.store, { slug: 'adas-fabrics' }),
    });
    const shown = store.json<StorefrontStore>().banners;
    expect(shown.map((b) => b.placement).sort()).toEqual(['category', 'hero', 'top_bar']);
    expect(shown.find((b) => b.placement === 'hero')).toMatchObject({ width: 480, height: 160 });
  });
});

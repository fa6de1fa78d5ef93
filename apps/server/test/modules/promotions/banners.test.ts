import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerEndpoints } from '@olivia/contracts/banner-endpoints';
import type { Banner, BannerRequest } from '@olivia/contracts/banners';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { discountMessages } from '@olivia/contracts/discount-messages';
import type { StorefrontStore } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { slugOf } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { picture, uploadImage } from '../../helpers/uploads';
import { promotionCalls } from './promotion-calls';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const { promotion, updatePromotion } = promotionCalls(() => app);
const HOUR = 3_600_000;

const createBanner = (owner: SignedIn, body: BannerRequest) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(bannerEndpoints.create),
    headers: owner.headers,
    payload: body,
  });

async function banner(owner: SignedIn, body: BannerRequest) {
  const response = await createBanner(owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Banner>();
}

async function image(owner: SignedIn) {
  const response = await uploadImage(app, owner.headers, await picture('png', 1200, 400), {
    purpose: 'banner',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageURL: string }>().imageURL;
}

async function storefront(owner: SignedIn) {
  const response = await app.inject({
    url: endpointUrl(storefrontEndpoints.store, { slug: slugOf(owner) }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StorefrontStore>().banners;
}

describeResourceCases({
  name: 'banners',
  app: () => app,
  endpoints: bannerEndpoints,
  validBody: () => ({
    name: 'Free delivery bar',
    placement: 'top_bar' as const,
    headline: 'Free delivery',
  }),
  invalidBody: {
    body: { name: ' ', placement: 'hero', link: 'javascript:alert(1)' },
    fields: ['imageurl', 'link', 'name'],
  },
  updateBody: { active: false },
  make: async (owner) =>
    (await banner(owner, { name: 'Bar', placement: 'top_bar', headline: 'Hello' })).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

describe('banners', () => {
  it('need an uploaded image (re-encoded) with words for it, and the store’s own category', async () => {
    const owner = await signUp(app);
    const noImage = await createBanner(owner, { name: 'Hero', placement: 'hero' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().details).toMatchObject({
      imageurl: [discountMessages.bannerImageRequired],
    });

    const other = await signUp(app);
    const theirs = await image(other);
    const stolen = await createBanner(owner, {
      name: 'Hero',
      placement: 'hero',
      imageurl: theirs,
      alttext: 'Wraps',
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details).toEqual({ imageurl: [messages.imageNotUploaded] });

    const category = await app.inject({
      method: 'POST',
      url: endpointUrl(categoryEndpoints.create),
      headers: other.headers,
      payload: { name: 'Theirs' },
    });
    const wrongCategory = await createBanner(owner, {
      name: 'Cat',
      placement: 'category',
      categoryid: category.json<{ id: string }>().id,
      imageurl: await image(owner),
      alttext: 'Wraps',
    });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().details).toEqual({
      categoryid: [discountMessages.bannerCategoryNotFound],
    });
  });

  it('show on the storefront only while active, in their dates and their promotion running, with the image’s size', async () => {
    const owner = await signUp(app);
    const sale = await promotion(owner, { name: 'Sale' });
    const hero = await banner(owner, {
      name: 'Hero',
      placement: 'hero',
      headline: 'Adire week',
      imageurl: await image(owner),
      alttext: 'Blue adire wraps',
      link: '/store/somewhere',
      promotionid: sale.id,
    });
    expect(hero).toMatchObject({ state: 'live', promotionname: 'Sale', position: 0 });
    const [shown] = await storefront(owner);
    expect(shown).toMatchObject({
      id: hero.id,
      placement: 'hero',
      alttext: 'Blue adire wraps',
      width: 480,
      height: 160,
      href: `/banner-click/${hero.id}`,
    });

    await updatePromotion(owner, sale.id, { action: 'pause' });
    expect(await storefront(owner)).toEqual([]);
    const listed = await app.inject({
      url: endpointUrl(bannerEndpoints.get, { id: hero.id }),
      headers: owner.headers,
    });
    expect(listed.json()).toMatchObject({ state: 'promotion_off' });
    await updatePromotion(owner, sale.id, { action: 'resume' });
    expect(await storefront(owner)).toHaveLength(1);

    await app.inject({
      method: 'PUT',
      url: endpointUrl(bannerEndpoints.update, { id: hero.id }),
      headers: owner.headers,
      payload: { startsat: new Date(Date.now() + HOUR).toISOString() },
    });
    expect(await storefront(owner)).toEqual([]);
  });

  it('count a click on the way to the link', async () => {
    const owner = await signUp(app);
    const bar = await banner(owner, {
      name: 'Bar',
      placement: 'top_bar',
      headline: 'Free delivery this week',
      link: 'https://example.com/sale',
    });
    const click = await app.inject({ url: `/banner-click/${bar.id}` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.com/sale');
    const read = await app.inject({
      url: endpointUrl(bannerEndpoints.get, { id: bar.id }),
      headers: owner.headers,
    });
    expect(read.json()).toMatchObject({ clicks: 1 });
    expect((await app.inject({ url: '/banner-click/nope' })).statusCode).toBe(404);
  });

  it('are put in a new order within their placement, logged', async () => {
    const owner = await signUp(app);
    const make = (name: string) => banner(owner, { name, placement: 'top_bar', headline: name });
    const first = await make('One');
    const second = await make('Two');
    const reorder = (ids: string[]) =>
      app.inject({
        method: 'POST',
        url: endpointUrl(bannerEndpoints.reorder),
        headers: owner.headers,
        payload: { placement: 'top_bar', ids },
      });
    expect((await reorder([second.id])).statusCode).toBe(400);
    const moved = await reorder([second.id, first.id]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ banners: Banner[] }>().banners.map((b) => [b.name, b.position])).toEqual([
      ['Two', 0],
      ['One', 1],
    ]);
    const [shown] = await storefront(owner);
    expect(shown?.headline).toBe('Two');
    expect((await auditOf(second.id)).map((row) => row.action)).toContain('banner.reordered');
  });
});

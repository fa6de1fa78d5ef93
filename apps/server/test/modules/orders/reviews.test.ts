import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { reviewEndpoints } from '@olivia/contracts/review-endpoints';
import type { RatingList, ReviewList } from '@olivia/contracts/reviews';
import type { PublicOrder, ReviewRequest } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { createProduct } from '../../helpers/catalog';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { placeOrder, type PlacedOrder } from '../../helpers/orders';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const OTHER_ID = '00000000-0000-4000-8000-000000000000';

/** The customer's review of line `line` of the order, from an address of its own. */
const postReview = (
  placed: PlacedOrder,
  body: Partial<ReviewRequest> & { line?: number } = {},
  options: { token?: string | null; orderId?: string; address?: string } = {},
) => {
  const { line = 0, ...rest } = body;
  const token = options.token === undefined ? placed.token : options.token;
  return app.inject({
    method: 'POST',
    url: endpointUrl(storefrontEndpoints.review, { id: options.orderId ?? placed.order.id }),
    headers: token === null ? {} : { ordertoken: token },
    remoteAddress: options.address ?? uniqueAddress(),
    payload: { itemid: placed.items[line]?.id, rating: 5, comment: 'Lovely', ...rest },
  });
};
const listReviews = async (headers: Headers, query = '') => {
  const response = await app.inject({
    url: `${endpointUrl(reviewEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReviewList>();
};
const moderate = (headers: Headers, id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(reviewEndpoints.moderate, { id }),
    headers,
    payload: { status },
  });
const ratings = async (owner: SignedIn, query = '') => {
  const response = await app.inject({
    url: `${endpointUrl(reviewEndpoints.ratings)}${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RatingList>();
};

/** A delivered order of `lines` units of the product, one line each. */
async function delivered(owner: SignedIn, name = 'Ankara dress', lines = 1) {
  const product = await createProduct(app, owner, { name });
  const placed = await placeOrder(
    owner,
    Array.from({ length: lines }, () => ({ product, quantity: 1 })),
    { status: 'delivered', customerName: 'Ngozi Bello' },
  );
  return { product, placed };
}

describe('POST /storefront/orders/:id/reviews', () => {
  it('records a pending review of a delivered order’s line and answers the order', async () => {
    const owner = await signUp(app);
    const { product, placed } = await delivered(owner, 'Ankara dress', 2);
    const response = await postReview(placed, { rating: 4, comment: ' Fits well ' });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<PublicOrder>();
    expect(order).toMatchObject({
      id: placed.order.id,
      number: placed.order.number,
      canreview: true,
    });
    expect(order.items.map((item) => item.reviewed)).toEqual([true, false]);
    const { content } = await listReviews(owner.headers);
    expect(content).toEqual([
      {
        id: expect.any(String),
        orderid: placed.order.id,
        ordernumber: placed.order.number,
        productid: product.id,
        productname: 'Ankara dress',
        customername: 'Ngozi Bello',
        rating: 4,
        comment: 'Fits well',
        status: 'pending',
        createdat: expect.any(String),
      },
    ]);
    expect((await auditOf(content[0]?.id ?? '')).map((row) => row.action)).toEqual([
      'review.created',
    ]);
  });

  it('refuses an order that is not delivered yet (409)', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner);
    for (const status of ['pending', 'paid', 'shipped', 'refunded'] as const) {
      const placed = await placeOrder(owner, [{ product, quantity: 1 }], { status });
      const response = await postReview(placed);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: orderMessages.reviewAfterDelivery });
    }
    expect((await listReviews(owner.headers)).total).toBe(0);
  });

  it('takes one review per line (409 for the next, also in parallel)', async () => {
    const owner = await signUp(app);
    const { placed } = await delivered(owner, 'Tote', 2);
    expect((await postReview(placed, { rating: 5 })).statusCode).toBe(201);
    const again = await postReview(placed, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: orderMessages.alreadyReviewed });
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => postReview(placed, { line: 1, rating: 3 })),
    );
    expect(parallel.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const { content } = await listReviews(owner.headers, '?sort=rating&order=asc');
    expect(content.map((review) => review.rating)).toEqual([3, 5]);
  });

  it('answers 404 for a wrong or missing secret, an unknown order or another order’s line', async () => {
    const owner = await signUp(app);
    const { placed } = await delivered(owner);
    const { placed: another } = await delivered(owner, 'Cap');
    const answers = await Promise.all([
      postReview(placed, {}, { token: another.token }),
      postReview(placed, {}, { token: null }),
      postReview(placed, {}, { token: `${placed.token}x` }),
      postReview(placed, {}, { orderId: OTHER_ID }),
      postReview(placed, { itemid: another.items[0]?.id ?? '' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await listReviews(owner.headers)).total).toBe(0);
  });

  it('refuses a bad rating (400) and limits each address', async () => {
    const owner = await signUp(app);
    const { placed } = await delivered(owner);
    const bad = await postReview(placed, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ rating: [orderMessages.ratingRange] });
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await postReview(placed, {}, { token: 'wrong', address })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /reviews and PUT /reviews/:id', () => {
  it('moderates a review (audited) and filters by status, product and rating', async () => {
    const owner = await signUp(app);
    const { product, placed } = await delivered(owner, 'Sandal', 2);
    await postReview(placed, { rating: 2, comment: 'Too tight' });
    await postReview(placed, { line: 1, rating: 5 });
    const [five, two] = (await listReviews(owner.headers)).content.sort(
      (a, b) => b.rating - a.rating,
    );
    const staff = await staffHeaders(app, owner);
    const published = await moderate(staff, five?.id ?? '', 'published');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id: five?.id, status: 'published' });
    expect((await moderate(owner.headers, two?.id ?? '', 'hidden')).json().status).toBe('hidden');
    expect((await auditOf(five?.id ?? '')).at(-1)).toMatchObject({
      action: 'review.published',
      changes: { status: { from: 'pending', to: 'published' } },
    });
    const ids = async (query: string) =>
      (await listReviews(staff, query)).content.map((review) => review.id);
    expect(await ids('?status=published')).toEqual([five?.id]);
    expect(await ids('?status=hidden')).toEqual([two?.id]);
    expect(await ids('?rating=2')).toEqual([two?.id]);
    expect(await ids(`?product=${product.id}&sort=rating&order=desc`)).toEqual([five?.id, two?.id]);
    expect(await ids('?q=tight')).toEqual([two?.id]);
    expect(await ids(`?product=${OTHER_ID}`)).toEqual([]);
  });

  it("answers 404 for another store's review, 400 for a bad status, 401 without a session", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const { placed } = await delivered(rival);
    await postReview(placed);
    const [theirs] = (await listReviews(rival.headers)).content;
    const id = theirs?.id ?? '';
    for (const target of [id, OTHER_ID]) {
      const response = await moderate(owner.headers, target, 'published');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await moderate(rival.headers, id, 'pending')).statusCode).toBe(400);
    expect((await moderate({}, id, 'published')).statusCode).toBe(401);
    expect((await listReviews(owner.headers)).total).toBe(0);
    expect((await listReviews(rival.headers)).content[0]?.status).toBe('pending');
    const anonymous = await app.inject({ url: endpointUrl(reviewEndpoints.list) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /ratings', () => {
  it('sums up each product’s published reviews: average, count and distribution', async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const dress = await delivered(owner, 'Dress', 4);
    const cap = await delivered(owner, 'Cap', 2);
    const unseen = await delivered(owner, 'Unseen', 1);
    const rivals = await delivered(rival, 'Theirs', 1);
    const publish = async (
      placed: PlacedOrder,
      line: number,
      rating: number,
      status = 'published',
    ) => {
      const response = await postReview(placed, { line, rating });
      expect(response.statusCode).toBe(201);
      const { content } = await listReviews(
        placed === rivals.placed ? rival.headers : owner.headers,
        `?size=50`,
      );
      const review = content.find(
        (r) => r.orderid === placed.order.id && r.rating === rating && r.status === 'pending',
      );
      expect(
        (
          await moderate(
            placed === rivals.placed ? rival.headers : owner.headers,
            review?.id ?? '',
            status,
          )
        ).statusCode,
      ).toBe(200);
    };
    await publish(dress.placed, 0, 5);
    await publish(dress.placed, 1, 4);
    await publish(dress.placed, 2, 4);
    await publish(dress.placed, 3, 1, 'hidden');
    await publish(cap.placed, 0, 2);
    await postReview(cap.placed, { line: 1, rating: 5 }); // pending: not counted
    await postReview(unseen.placed, { rating: 5 }); // pending only: not listed
    await publish(rivals.placed, 0, 1);

    const page = await ratings(owner);
    expect(page).toEqual({
      content: [
        {
          productid: dress.product.id,
          name: 'Dress',
          image: '',
          average: 4.3,
          count: 3,
          distribution: [0, 0, 0, 2, 1],
        },
        {
          productid: cap.product.id,
          name: 'Cap',
          image: '',
          average: 2,
          count: 1,
          distribution: [0, 1, 0, 0, 0],
        },
      ],
      total: 2,
      totalCapped: false,
      page: 0,
      size: 10,
    });
    const names = async (query: string) =>
      (await ratings(owner, query)).content.map((rating) => rating.name);
    expect(await names('?sort=average&order=asc')).toEqual(['Cap', 'Dress']);
    expect(await names('?sort=name&order=asc')).toEqual(['Cap', 'Dress']);
    expect(await names('?sort=count&order=asc')).toEqual(['Cap', 'Dress']);
    const second = await ratings(owner, '?size=1&page=1');
    expect(second).toMatchObject({ total: 2, content: [{ name: 'Cap' }] });
    expect(await ratings(owner, '?size=1&page=5')).toMatchObject({ total: 2, content: [] });
    expect((await ratings(rival)).content.map((rating) => rating.average)).toEqual([1]);
  });
});

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { couponEndpoints, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { Discount, DiscountRequest } from '@olivia/contracts/discounts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { promotionEndpoints } from '@olivia/contracts/promotion-endpoints';
import type {
  Promotion,
  PromotionRequest,
  UpdatePromotionRequest,
} from '@olivia/contracts/promotions';
import { createProduct } from '../../helpers/catalog';
import { checkout, checkoutBody, slugOf } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';

/** The calls the promotions tests make, as a merchant and a customer make them. */
export function promotionCalls(app: () => FastifyInstance) {
  async function discount(owner: SignedIn, body: DiscountRequest) {
    const response = await app().inject({
      method: 'POST',
      url: endpointUrl(discountEndpoints.create),
      headers: owner.headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Discount>();
  }

  async function code(owner: SignedIn, discountid: string, value: string) {
    const response = await app().inject({
      method: 'POST',
      url: endpointUrl(couponEndpoints.create),
      headers: owner.headers,
      payload: { discountid, code: value },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  const createPromotion = (owner: SignedIn, body: PromotionRequest) =>
    app().inject({
      method: 'POST',
      url: endpointUrl(promotionEndpoints.create),
      headers: owner.headers,
      payload: body,
    });

  async function promotion(owner: SignedIn, body: PromotionRequest) {
    const response = await createPromotion(owner, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Promotion>();
  }

  const updatePromotion = (owner: SignedIn, id: string, body: UpdatePromotionRequest) =>
    app().inject({
      method: 'PUT',
      url: endpointUrl(promotionEndpoints.update, { id }),
      headers: owner.headers,
      payload: body,
    });

  async function read(owner: SignedIn, id: string) {
    const response = await app().inject({
      url: endpointUrl(promotionEndpoints.get, { id }),
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Promotion>();
  }

  /** A store with a ₦10,000 wrap (stock as given). */
  async function shop(stock = 100) {
    const owner = await signUp(app());
    const wrap = await createProduct(app(), owner, { name: 'Adire wrap', price: 10_000, stock });
    const line = (quantity = 1) => ({ productid: wrap.id, variantid: null, quantity });
    return { owner, wrap, line };
  }

  const buy = (owner: SignedIn, items: object[], extra: object = {}) =>
    checkout(
      app(),
      slugOf(owner),
      checkoutBody(items as never, { method: 'card', bank: '', ...extra }),
    );

  return { discount, code, createPromotion, promotion, updatePromotion, read, shop, buy };
}

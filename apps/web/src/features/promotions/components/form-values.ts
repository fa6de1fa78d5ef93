import type { Banner, BannerRequest } from '@olivia/contracts/banners';
import type { Promotion, PromotionRequest } from '@olivia/contracts/promotions';

/** A new promotion: from now, no end, no budget, no discounts yet. */
export function newPromotionValues(now = new Date()): PromotionRequest {
  return {
    name: '',
    description: '',
    startsat: now.toISOString(),
    endsat: null,
    budget: null,
    discountids: [],
  };
}

export function promotionFormValues(promotion: Promotion): PromotionRequest {
  const { name, description, startsat, endsat, budget } = promotion;
  return {
    name,
    description,
    startsat,
    endsat,
    budget,
    discountids: promotion.discounts.map((d) => d.id),
  };
}

/** A new banner: a hero, from now, on. */
export function newBannerValues(now = new Date()): BannerRequest {
  return {
    name: '',
    placement: 'hero',
    headline: '',
    alttext: '',
    link: '',
    categoryid: null,
    promotionid: null,
    imageurl: '',
    startsat: now.toISOString(),
    endsat: null,
    active: true,
  };
}

export function bannerFormValues(banner: Banner): BannerRequest {
  const { name, placement, headline, alttext, link, categoryid, promotionid } = banner;
  const { imageurl, startsat, endsat, active } = banner;
  return {
    name,
    placement,
    headline,
    alttext,
    link,
    categoryid,
    promotionid,
    imageurl,
    startsat,
    endsat,
    active,
  };
}

/** A money field's text: '' is no budget (null). */
export const amountOrNull = (text: unknown) =>
  text === '' || text === null || text === undefined ? null : Number(text);

/** An empty choice as null. */
export const idOrNull = (text: unknown) => (text ? String(text) : null);

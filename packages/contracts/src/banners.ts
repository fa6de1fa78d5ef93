import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { discountMessages } from './discount-messages';
import { text } from './text';

/**
 * Storefront banners (/banners/all), issue 28, ADR 0037: an uploaded image (re-encoded as every
 * upload), a headline, a link, and where it shows on the storefront — the bar above the header,
 * the home page's hero, or one category's page — between its dates, in its position. One tied
 * to a promotion shows only while the promotion runs.
 */

export const BANNER_PLACEMENTS = ['top_bar', 'hero', 'category'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
/** Where a banner stands now: showing, not started, past its end, off, or its promotion not running. */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'inactive', 'promotion_off'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** `/banner-click/<id>`: counts a click and sends the visitor to the banner's link (outside /api). */
export const BANNER_CLICK_PATH = '/banner-click';

export const BannerIdParamsSchema = z.object({ id: z.uuid() });

export const BannerSchema = z.object({
  id: z.string(),
  name: z.string(),
  headline: z.string(),
  alttext: z.string(),
  link: z.string(),
  placement: z.enum(BANNER_PLACEMENTS),
  categoryid: z.string().nullable(),
  categoryname: z.string(),
  promotionid: z.string().nullable(),
  promotionname: z.string(),
  /** The image's permanent link (`/files/<id>`), or '' for none. */
  imageurl: z.string(),
  startsat: z.string(),
  endsat: z.string().nullable(),
  position: z.number(),
  active: z.boolean(),
  state: z.enum(BANNER_STATES),
  clicks: z.number(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BANNER_SORTS = ['createdat', 'position', 'name', 'clicks'] as const;
export const BannersQuerySchema = ListQuerySchema.extend({
  sort: z.enum(BANNER_SORTS).default('createdat'),
  placement: z.enum(BANNER_PLACEMENTS).optional(),
  promotion: z.uuid().optional(),
});
export type BannersQuery = z.input<typeof BannersQuerySchema>;
export const BannerListSchema = listResponse(BannerSchema);
export type BannerList = z.infer<typeof BannerListSchema>;

const moment = z.iso.datetime({ offset: true, message: messages.required });
/** A path on the store's own site (`/store/…`) or a web address starting with https://. */
const BANNER_LINK = /^(\/[^\s/][^\s]*|https:\/\/[^\s]+)$/;

export const bannerFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  headline: text().trim().max(120, messages.textTooLong),
  alttext: text().trim().max(160, messages.textTooLong),
  link: z.union([
    z.literal(''),
    text()
      .trim()
      .max(500, messages.textTooLong)
      .regex(BANNER_LINK, discountMessages.bannerLinkInvalid),
  ]),
  placement: z.enum(BANNER_PLACEMENTS),
  categoryid: z.uuid().nullable(),
  promotionid: z.uuid().nullable(),
  imageurl: z.union([
    z.literal(''),
    z.string().regex(/^\/files\/[\w-]+(\/[\w.-]+)?$/, messages.imageNotUploaded),
  ]),
  startsat: moment,
  endsat: moment.nullable(),
  active: z.boolean(),
};

/** The rules across fields: an image for a hero or category banner, words for a top bar. */
export const bannerRules = (
  body: {
    placement?: BannerPlacement;
    categoryid?: string | null;
    imageurl?: string;
    headline?: string;
    alttext?: string;
    startsat?: string;
    endsat?: string | null;
  },
  context: z.RefinementCtx,
) => {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', message, path: [path] });
  if (body.placement === 'category' && !body.categoryid) issue('categoryid', messages.required);
  if (body.placement && body.placement !== 'top_bar' && !body.imageurl) {
    issue('imageurl', discountMessages.bannerImageRequired);
  }
  if (body.placement === 'top_bar' && !body.headline) issue('headline', messages.required);
  if (body.imageurl && !body.alttext) issue('alttext', discountMessages.bannerAltRequired);
  if (body.startsat && body.endsat && Date.parse(body.endsat) <= Date.parse(body.startsat)) {
    issue('endsat', discountMessages.discountEndsBeforeStart);
  }
};

export const BannerRequestSchema = z
  .object({
    ...bannerFields,
    headline: bannerFields.headline.default(''),
    alttext: bannerFields.alttext.default(''),
    link: bannerFields.link.default(''),
    categoryid: bannerFields.categoryid.default(null),
    promotionid: bannerFields.promotionid.default(null),
    imageurl: bannerFields.imageurl.default(''),
    startsat: bannerFields.startsat.optional(),
    endsat: bannerFields.endsat.default(null),
    active: bannerFields.active.default(true),
  })
  .superRefine(bannerRules);
export type BannerRequest = z.input<typeof BannerRequestSchema>;

/** Only the fields sent change; the server checks the rules again on the result. */
export const UpdateBannerRequestSchema = z
  .object(bannerFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateBannerRequest = z.input<typeof UpdateBannerRequestSchema>;

/** A placement's banners in their new order (positions 0, 1, 2…). */
export const ReorderBannersRequestSchema = z.object({
  placement: z.enum(BANNER_PLACEMENTS),
  ids: z.array(z.uuid()).min(1).max(100),
});
export const ReorderBannersResponseSchema = z.object({ banners: z.array(BannerSchema) });

/** A banner as the storefront shows it. */
export const StorefrontBannerSchema = z.object({
  id: z.string(),
  placement: z.enum(BANNER_PLACEMENTS),
  categoryid: z.string().nullable(),
  headline: z.string(),
  alttext: z.string(),
  imageurl: z.string(),
  width: z.number(),
  height: z.number(),
  /** Where a click goes (counted on the way); '' when it links nowhere. */
  href: z.string(),
});
export type StorefrontBanner = z.infer<typeof StorefrontBannerSchema>;

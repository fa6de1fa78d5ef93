import { BANNER_CLICK_PATH, type StorefrontBanner } from '@olivia/contracts/banners';
import type { Executor } from '../../db/client';
import { liveBanners } from './banners.repository';

/**
 * The banners a store's storefront shows at `now` (ADR 0037), as it shows them: the image with
 * its size (the page reserves its space), and a link through the click counter when it has one.
 */
export async function storefrontBanners(
  db: Executor,
  storeId: string,
  now: Date,
): Promise<StorefrontBanner[]> {
  const rows = await liveBanners(db, storeId, now);
  return rows.map(({ banner, width, height }) => ({
    id: banner.id,
    placement: banner.placement as StorefrontBanner['placement'],
    categoryid: banner.categoryId,
    headline: banner.headline,
    alttext: banner.altText,
    imageurl: banner.imageFileId ? `/files/${banner.imageFileId}` : '',
    width: width ?? 0,
    height: height ?? 0,
    href: banner.link ? `${BANNER_CLICK_PATH}/${banner.id}` : '',
  }));
}

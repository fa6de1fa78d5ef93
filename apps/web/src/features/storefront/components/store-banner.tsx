import type { StorefrontBanner } from '@olivia/contracts/banners';

/** The bar above the header (ADR 0037): the first live top-bar banner's headline, a plain link. */
export function TopBarBanner({ banners }: { banners: StorefrontBanner[] }) {
  const banner = banners.find((each) => each.placement === 'top_bar');
  if (!banner?.headline) return null;
  return (
    <div className="bg-primary px-4 py-2 text-center text-sm font-semibold text-white print:hidden">
      {banner.href ? (
        <a href={banner.href} className="underline-offset-2 hover:underline">
          {banner.headline}
        </a>
      ) : (
        banner.headline
      )}
    </div>
  );
}

interface StoreBannerProps {
  banner: StorefrontBanner | undefined;
  /** A banner in the first screen loads at once; one further down when scrolled near. */
  eager?: boolean;
}

/**
 * A hero or category banner: its picture at its stored size (the page reserves the space, no
 * layout shift) with its headline, a plain link through the click counter when it has one.
 */
export function StoreBanner({ banner, eager = false }: StoreBannerProps) {
  if (!banner?.imageurl) return null;
  const content = (
    <>
      <img
        src={banner.imageurl}
        alt={banner.alttext}
        width={banner.width || undefined}
        height={banner.height || undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full rounded-lg bg-gray-100 object-cover dark:bg-gray-800"
      />
      {banner.headline && (
        <span className="mt-2 block text-lg font-semibold text-dark dark:text-white">
          {banner.headline}
        </span>
      )}
    </>
  );
  return (
    <section className="mb-8 print:hidden">
      {banner.href ? (
        <a
          href={banner.href}
          className="block rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
        >
          {content}
        </a>
      ) : (
        content
      )}
    </section>
  );
}

import { Tag } from 'lucide-react';

/** A brand's logo as a small square, or a tag icon when it has none. */
export function BrandLogo({ url, size = 'size-10' }: { url: string; size?: string }) {
  const box = `${size} shrink-0 rounded-md border border-gray-200 dark:border-gray-700`;
  if (!url) {
    return (
      <span className={`${box} flex items-center justify-center bg-gray-50 dark:bg-gray-800`}>
        <Tag aria-hidden="true" className="size-4 text-gray-400" />
      </span>
    );
  }
  return <img src={url} alt="" loading="lazy" className={`${box} object-cover`} />;
}

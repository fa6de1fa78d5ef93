import { Link2 } from 'lucide-react';

/** A link's picture as a small square, or a link icon when it has none. */
export function PaymentLinkImage({ url, size = 'size-10' }: { url: string; size?: string }) {
  const box = `${size} shrink-0 rounded-md border border-gray-200 dark:border-gray-700`;
  if (!url) {
    return (
      <span className={`${box} flex items-center justify-center bg-gray-50 dark:bg-gray-800`}>
        <Link2 aria-hidden="true" className="size-4 text-gray-400" />
      </span>
    );
  }
  return <img src={url} alt="" loading="lazy" className={`${box} object-cover`} />;
}

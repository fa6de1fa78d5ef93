import { ImageOff } from 'lucide-react';

/** Uploaded images are re-encoded to 480 px squares-or-less (ADR 0011): the box reserves that. */
export const IMAGE_SIZE = 480;

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The first images of a page load at once; the rest when scrolled near. */
  eager?: boolean;
  className?: string;
}

/**
 * A square image box that holds its place before the image arrives (no layout shift); a
 * product without images shows a quiet placeholder.
 */
export function ProductImage({ src, alt, eager = false, className = '' }: ProductImageProps) {
  return (
    <div
      className={`aspect-square w-full overflow-hidden bg-gray-100 dark:bg-gray-800 ${className}`}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          className="size-full object-cover"
        />
      ) : (
        <div role="img" aria-label={alt} className="flex size-full items-center justify-center">
          <ImageOff aria-hidden="true" className="size-8 text-gray-300 dark:text-gray-600" />
        </div>
      )}
    </div>
  );
}

import { productName } from '../../lib/page-title';

interface LogoProps {
  /** A store's own logo; the product mark otherwise. */
  src?: string | null;
  alt?: string;
  showName?: boolean;
}

export function Logo({ src, alt = '', showName = true }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-2">
      {src ? (
        <img src={src} alt={alt} className="size-8 rounded-md object-cover" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
          <rect width="32" height="32" rx="8" fill="#4361ee" />
          <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="4" />
        </svg>
      )}
      {showName && (
        <span className="text-xl font-bold tracking-tight text-dark dark:text-white">
          {productName()}
        </span>
      )}
    </span>
  );
}

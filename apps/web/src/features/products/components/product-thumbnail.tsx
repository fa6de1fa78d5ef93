import { ImageIcon } from 'lucide-react';

const box =
  'size-10 shrink-0 rounded-md border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-800';

/** The product's main image (its first), or a neutral placeholder; beside its name, so no alt. */
export function ProductThumbnail({ images }: { images: readonly string[] }) {
  const [main] = images;
  if (!main) {
    return (
      <span className={`${box} flex items-center justify-center text-gray-400`}>
        <ImageIcon aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return <img src={main} alt="" loading="lazy" className={`${box} object-cover`} />;
}

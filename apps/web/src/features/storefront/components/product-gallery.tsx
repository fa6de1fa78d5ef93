import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZE, ProductImage } from './product-image';

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/** The product's main image and, with more than one, thumbnails that switch it. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useTranslation('storefront');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];

  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={current}
        alt={images.length > 1 ? t('product.imageOf', { name, index: shown + 1 }) : name}
        eager
        className="rounded-2xl"
      />
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label={t('product.images')}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={t('product.showImage', { index: index + 1 })}
                aria-pressed={index === shown}
                className={`block w-full overflow-hidden rounded-lg border-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                  index === shown ? 'border-dark dark:border-white' : 'border-transparent'
                }`}
              >
                <img
                  src={src}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

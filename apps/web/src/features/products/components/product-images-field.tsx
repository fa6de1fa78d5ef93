import { PRODUCT_IMAGES_MAX, type ProductRequestSchema } from '@olivia/contracts/catalog';
import { ArrowUpToLine, X } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { ImageUpload } from '../../../components/ui/image-upload';

const iconButton =
  'rounded-full bg-white/90 p-1 text-dark shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-primary dark:bg-gray-900/90 dark:text-white';

interface ProductImagesFieldProps extends FormDrawerFields<typeof ProductRequestSchema> {
  /** Each upload as it starts (settles true once stored). */
  onUploadStart?: ((settled: Promise<boolean>) => void) | undefined;
}

/**
 * The product's images: thumbnails of those uploaded (the first is the main image; another can
 * take its place, any can go), and an upload for the next one until there are PRODUCT_IMAGES_MAX.
 * Choosing a file uploads it: a file chosen and left behind would be lost on Save.
 */
export function ProductImagesField({ form, errorOf, onUploadStart }: ProductImagesFieldProps) {
  const { t } = useTranslation('products');
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  // A fresh upload control after each upload: the new image shows among the thumbnails instead.
  const [uploads, setUploads] = useState(0);
  const set = (next: string[]) =>
    form.setValue('images', next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const current = () => form.getValues('images') ?? [];

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.images')}
      </legend>
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {images.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={t('form.image', { number: index + 1 })}
                className="aspect-square w-full rounded-md border border-gray-200 object-cover dark:border-gray-700"
              />
              {index === 0 && (
                <span className="absolute start-1 bottom-1 rounded bg-dark/80 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t('form.mainImage')}
                </span>
              )}
              <div className="absolute end-1 top-1 flex gap-1">
                {index > 0 && (
                  <button
                    type="button"
                    aria-label={t('form.makeMain', { number: index + 1 })}
                    className={iconButton}
                    onClick={() => set([url, ...current().filter((other) => other !== url)])}
                  >
                    <ArrowUpToLine aria-hidden="true" className="size-4" />
                  </button>
                )}
                <button
                  type="button"
                  aria-label={t('form.removeImage', { number: index + 1 })}
                  className={iconButton}
                  onClick={() => set(current().filter((other) => other !== url))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {images.length < PRODUCT_IMAGES_MAX ? (
        <ImageUpload
          key={uploads}
          id="product-image"
          purpose="product"
          label={t('form.addImage')}
          uploadOnChoose
          onUploadStart={onUploadStart}
          onUploaded={(url) => {
            set([...current().filter((other) => other !== url), url]);
            setUploads((count) => count + 1);
          }}
          error={errorOf('images')}
        />
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('form.imagesFull', { max: PRODUCT_IMAGES_MAX })}
        </p>
      )}
      <p className="text-xs text-gray-500">{t('form.imagesHint', { count: PRODUCT_IMAGES_MAX })}</p>
    </fieldset>
  );
}

import { ProductRequestSchema, type Product, type ProductRequest } from '@olivia/contracts/catalog';
import { useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { ProductFields } from './product-fields';

interface ProductFormDrawerProps {
  title: string;
  description?: string;
  /** The product being edited; none when adding one. */
  product?: Product;
  defaultValues: DefaultValues<ProductRequest>;
  submitLabel: string;
  onSubmit: (values: z.output<typeof ProductRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The add and edit drawer of a product: wide from 640 px (variants sit in rows), the whole screen
 * on a phone; validated by the contract's `ProductRequestSchema`, variants included. An image
 * uploads as soon as it is chosen; Save waits for one still uploading, and saves nothing when it
 * fails (issue 25: it used to be dropped without a word).
 */
export function ProductFormDrawer({ product, ...props }: ProductFormDrawerProps) {
  const { t } = useTranslation('products');
  /** The image upload under way, until it settles. */
  const uploading = useRef<Promise<boolean> | null>(null);
  const track = (settled: Promise<boolean>) => {
    uploading.current = settled;
    void settled.then(() => {
      if (uploading.current === settled) uploading.current = null;
    });
  };
  const imageUploaded = async () => {
    const pending = uploading.current;
    return !pending || (await pending) ? undefined : t('form.imageNotUploaded');
  };

  return (
    <FormDrawer {...props} size="lg" schema={ProductRequestSchema} beforeSubmit={imageUploaded}>
      {(fields) => <ProductFields {...fields} product={product} onImageUpload={track} />}
    </FormDrawer>
  );
}

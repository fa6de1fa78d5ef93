import { ProductRequestSchema, type Product, type ProductRequest } from '@olivia/contracts/catalog';
import type { z } from 'zod';
import type { DefaultValues } from 'react-hook-form';
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
 * on a phone; validated by the contract's `ProductRequestSchema`, variants included.
 */
export function ProductFormDrawer({ product, ...props }: ProductFormDrawerProps) {
  return (
    <FormDrawer {...props} size="lg" schema={ProductRequestSchema}>
      {(fields) => <ProductFields {...fields} product={product} />}
    </FormDrawer>
  );
}

import type { StorefrontProductDetail } from '@olivia/contracts/storefront';

type Variant = StorefrontProductDetail['variants'][number];

/** What the customer picked so far; '' is "not chosen". */
export interface VariantSelection {
  size: string;
  colour: string;
}

export const NO_SELECTION: VariantSelection = { size: '', colour: '' };

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

/** The sizes and colours the product comes in, in the order its variants list them. */
export function variantOptions(variants: readonly Variant[]) {
  return {
    sizes: distinct(variants.map((variant) => variant.size)),
    colours: distinct(variants.map((variant) => variant.colour)),
  };
}

/**
 * Whether an option can be bought with what is already chosen of the other kind: a size with no
 * variant in stock (in the chosen colour) is shown but cannot be picked.
 */
export function isOptionAvailable(
  variants: readonly Variant[],
  kind: keyof VariantSelection,
  value: string,
  selection: VariantSelection,
): boolean {
  const other: keyof VariantSelection = kind === 'size' ? 'colour' : 'size';
  return variants.some(
    (variant) =>
      variant.instock &&
      variant[kind] === value &&
      (selection[other] === '' || variant[other] === selection[other]),
  );
}

/** The variant the selection names, once every kind the product has is chosen. */
export function chosenVariant(
  variants: readonly Variant[],
  selection: VariantSelection,
): Variant | undefined {
  const { sizes, colours } = variantOptions(variants);
  if ((sizes.length > 0 && !selection.size) || (colours.length > 0 && !selection.colour)) {
    return undefined;
  }
  return variants.find(
    (variant) => variant.size === selection.size && variant.colour === selection.colour,
  );
}

/** 'M / Blue', as order lines name a variant. */
export const variantLabel = (variant: Pick<Variant, 'size' | 'colour'> | undefined) =>
  variant ? [variant.size, variant.colour].filter(Boolean).join(' / ') : '';
